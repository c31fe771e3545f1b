import { describe, expect, it } from 'vitest';
import { render } from '@/test/fast-render';
import { fireEvent, screen, within } from '@/test/render';
import { DoctorFinder } from './doctor-finder';

// Long form journeys: generous limit so a loaded CI machine does not fail them.
describe('DoctorFinder', { timeout: 20_000 }, () => {
  it('when opened plainly, then it is the in-clinic finder', () => {
    render(<DoctorFinder />, { route: '/doctors/search' });
    expect(screen.getByRole('heading', { level: 1, name: 'Find a Doctor' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'In-clinic visit' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('a doctor for an in-clinic visit, in any city')).toBeTruthy();
  });

  it('when is_online=true, then online consultation is preselected and named in the heading and title', async () => {
    render(<DoctorFinder />, { route: '/doctors/search?is_online=true' });
    expect(screen.getByRole('heading', { level: 1, name: 'Online Consultation' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Online consultation' }) as HTMLInputElement).checked).toBe(true);
    expect(document.title).toBe('Online Consultation | SehatLink');
    expect(screen.getByRole('link', { name: 'patient profile' }).getAttribute('href')).toBe('/patient/login');
  });

  it('when switching to online, then the heading follows', async () => {
    const { user } = render(<DoctorFinder />, { route: '/doctors/search' });
    await user.click(screen.getByText('Online consultation'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Consultation' })).toBeTruthy();
  });

  it('when a condition is picked, then its specialists are suggested', async () => {
    const { user } = render(<DoctorFinder />, { route: '/doctors/search' });
    await user.click(screen.getByRole('radio', { name: 'Diabetes' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Endocrinologist, General Physician, Nutritionist',
    );
    const card = screen.getByRole('button', { name: /^Endocrinologist/ });
    expect(within(card).getByText('Suggested')).toBeTruthy();
    expect(screen.getByText(/, for Diabetes/)).toBeTruthy();
  });

  it('when a speciality card is chosen, then it is pressed and the search names it', async () => {
    const { user } = render(<DoctorFinder />, { route: '/doctors/search?city=Lahore' });
    const card = screen.getByRole('button', { name: /^Cardiologist/ });
    await user.click(card);
    expect(screen.getByRole('button', { name: /^Cardiologist/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('a Cardiologist for an in-clinic visit, in Lahore')).toBeTruthy();
  });

  it('when the city select is used, then it opens its options and the search names the pick', async () => {
    const { user } = render(<DoctorFinder />, { route: '/doctors/search' });
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Lahore' }));
    expect(await screen.findByText('a doctor for an in-clinic visit, in Lahore')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement).value).toBe('Lahore');
  });

  it('when a speciality is typed into its select, then the match can be picked and cleared', async () => {
    const { user } = render(<DoctorFinder />, { route: '/doctors/search' });
    await user.type(screen.getByRole('combobox', { name: 'Speciality' }), 'Cardio');
    await user.click(await screen.findByRole('option', { name: 'Cardiologist' }));
    expect(await screen.findByText('a Cardiologist for an in-clinic visit, in any city')).toBeTruthy();
    // Mantine hides the clear button from assistive technology (the input is cleared by editing).
    await user.click(document.querySelector<HTMLButtonElement>('button[aria-label="Clear speciality"]')!);
    expect(await screen.findByText('a doctor for an in-clinic visit, in any city')).toBeTruthy();
  });

  it('when the page opens with a speciality, then its clear button works before the select is used', async () => {
    const { user } = render(<DoctorFinder />, { route: '/doctors/search?speciality=Cardiologist' });
    expect((screen.getByRole('combobox', { name: 'Speciality' }) as HTMLInputElement).value).toBe('Cardiologist');
    await user.click(document.querySelector<HTMLButtonElement>('button[aria-label="Clear speciality"]')!);
    expect(await screen.findByText('a doctor for an in-clinic visit, in any city')).toBeTruthy();
  });

  it('when speciality artwork is missing, then initials of the same size replace it', () => {
    render(<DoctorFinder />, { route: '/doctors/search' });
    const card = screen.getByRole('button', { name: /^ENT Specialist/ });
    const img = card.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/speciality/image/get?name=ENT%20Specialist');
    expect(img.getAttribute('width')).toBe('56');
    fireEvent.error(img);
    expect(within(card).getByText('ES')).toBeTruthy();
  });
});
