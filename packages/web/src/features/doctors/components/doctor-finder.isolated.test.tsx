import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { fireEvent, screen, within } from '@/test/render';
import { ayesha, imran, LocationProbe, NOW, searchReply } from '../test/fixtures';
import { DoctorFinder } from './doctor-finder';
import { WAIT } from '@/test/wait';

const SEARCH = 'GET /api/doctors/search';

function renderFinder(route = '/doctors/search') {
  return render(
    <>
      <DoctorFinder />
      <LocationProbe />
    </>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DoctorFinder', () => {
  it('when opened plainly, then it is the in-clinic finder and asks for doctors who see patients in a clinic', async () => {
    const api = stubApi({ [SEARCH]: searchReply([imran]) });
    renderFinder();
    expect(screen.getByRole('heading', { level: 1, name: 'Find a Doctor' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'In-clinic visit' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('a doctor for an in-clinic visit, in any city')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '1 doctor found' })).toBeTruthy();
    // In-clinic filters too (is_online=false): an online-only doctor never heads an in-clinic search.
    expect(Object.fromEntries(api.callsTo(SEARCH)[0].query)).toEqual({
      is_online: 'false',
      page: '1',
      page_size: '10',
    });
    expect(screen.queryByText('Book in the SehatLink app')).toBeNull();
  });

  it('when is_online=true, then online consultation is preselected, named in heading and title, and sent', async () => {
    const api = stubApi({ [SEARCH]: searchReply([ayesha]) });
    renderFinder('/doctors/search?is_online=true');
    expect(screen.getByRole('heading', { level: 1, name: 'Online Consultation' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Online consultation' }) as HTMLInputElement).checked).toBe(true);
    expect(document.title).toBe('Online Consultation | SehatLink');
    await screen.findByText('Dr. Ayesha Rehman');
    expect(api.callsTo(SEARCH)[0].query.get('is_online')).toBe('true');
  });

  it('when switching to online, then the heading and the URL follow', async () => {
    stubApi({ [SEARCH]: searchReply([imran]) });
    const { user } = renderFinder();
    await user.click(screen.getByText('Online consultation'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Consultation' })).toBeTruthy();
    expect(location()).toBe('/doctors/search?is_online=true');
  });

  it('when a condition chip is picked, then its specialists are suggested and it filters the search', async () => {
    const api = stubApi({ [SEARCH]: searchReply([imran]) });
    const { user } = renderFinder();
    await user.click(screen.getByRole('radio', { name: 'Diabetes' }));
    // The condition's own status line (the search box has a status line of its own, empty here).
    expect(
      await screen.findByText((_, element) =>
        Boolean(
          element?.getAttribute('role') === 'status' &&
          element.textContent?.includes('Endocrinologist, General Physician, Nutritionist'),
        ),
      ),
    ).toBeTruthy();
    const card = screen.getByRole('button', { name: /^Endocrinologist/ });
    expect(within(card).getByText('Suggested')).toBeTruthy();
    expect(screen.getByText(/, for Diabetes/)).toBeTruthy();
    expect(location()).toBe('/doctors/search?condition=Diabetes');
    await vi.waitFor(() => expect(api.callsTo(SEARCH).at(-1)?.query.get('condition')).toBe('Diabetes'), WAIT);
  });

  it('when a speciality tile is chosen on page 2, then it is pressed, filters the search and goes back to page 1', async () => {
    const api = stubApi({ [SEARCH]: searchReply([imran], 24, 2) });
    const { user } = renderFinder('/doctors/search?city=Lahore&page=2');
    await user.click(screen.getByRole('button', { name: /^Cardiologist/ }));
    expect(screen.getByRole('button', { name: /^Cardiologist/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('a Cardiologist for an in-clinic visit, in Lahore')).toBeTruthy();
    expect(location()).toBe('/doctors/search?city=Lahore&speciality=Cardiologist');
    await vi.waitFor(() => {
      const query = api.callsTo(SEARCH).at(-1)!.query;
      expect([query.get('speciality'), query.get('city'), query.get('page')]).toEqual(['Cardiologist', 'Lahore', '1']);
    }, WAIT);
  });

  it('when the city select is used, then it opens its options and the search names the pick', async () => {
    stubApi({ [SEARCH]: searchReply([imran]) });
    const { user } = renderFinder();
    const city = screen.getByRole<HTMLSelectElement>('combobox', { name: 'City' });
    expect(within(city).getByRole('option', { name: 'Lahore' })).toBeTruthy();
    await user.selectOptions(city, 'Lahore');
    expect(await screen.findByText('a doctor for an in-clinic visit, in Lahore')).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'City' }).value).toBe('Lahore');
  });

  it('when a speciality is picked in its select, then it filters the search and can be cleared', async () => {
    stubApi({ [SEARCH]: searchReply([imran]) });
    const { user } = renderFinder();
    const speciality = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Speciality' });
    await user.selectOptions(speciality, 'Cardiologist');
    expect(await screen.findByText('a Cardiologist for an in-clinic visit, in any city')).toBeTruthy();
    expect(speciality.value).toBe('Cardiologist');
    await user.selectOptions(speciality, 'Any speciality');
    expect(await screen.findByText('a doctor for an in-clinic visit, in any city')).toBeTruthy();
    expect(speciality.value).toBe('');
  });

  it('when a name is searched and the finer filters are set, then each lands in the URL and the request', async () => {
    const api = stubApi({ [SEARCH]: searchReply([ayesha]) });
    const { user } = renderFinder();
    await user.type(screen.getByRole('combobox', { name: 'Doctor name' }), 'Ayesha{Enter}');
    await user.click(screen.getByText('Female'));
    await user.click(screen.getByText('This week'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fee' }), 'Rs. 1,000 – Rs. 2,000');
    expect(location()).toBe('/doctors/search?q=Ayesha&gender=female&fee_min=1000&fee_max=2000&available=week');
    await vi.waitFor(
      () =>
        expect(Object.fromEntries(api.callsTo(SEARCH).at(-1)!.query)).toEqual({
          q: 'Ayesha',
          gender: 'female',
          fee_min: '1000',
          fee_max: '2000',
          available: 'week',
          is_online: 'false',
          page: '1',
          page_size: '10',
        }),
      WAIT,
    );
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/doctors/search');
    expect((screen.getByRole('combobox', { name: 'Doctor name' }) as HTMLInputElement).value).toBe('');
  });

  it('when the page opens with a speciality, then picking the empty choice clears it', async () => {
    stubApi({ [SEARCH]: searchReply([imran]) });
    const { user } = renderFinder('/doctors/search?speciality=Cardiologist');
    const speciality = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Speciality' });
    expect(speciality.value).toBe('Cardiologist');
    await user.selectOptions(speciality, '');
    expect(await screen.findByText('a doctor for an in-clinic visit, in any city')).toBeTruthy();
    expect(location()).toBe('/doctors/search');
  });

  it('when speciality artwork is missing, then initials of the same size replace it', () => {
    stubApi({ [SEARCH]: searchReply([]) });
    renderFinder();
    const card = screen.getByRole('button', { name: /^ENT Specialist/ });
    const img = card.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/speciality/image/get?name=ENT%20Specialist');
    expect(img.getAttribute('width')).toBe('56');
    fireEvent.error(img);
    expect(within(card).getByText('ES')).toBeTruthy();
  });

  it('when the phone-sized Filters button is pressed, then the filters open in a dialog', async () => {
    stubApi({ [SEARCH]: searchReply([imran]) });
    const { user } = renderFinder('/doctors/search?city=Lahore');
    // Shown below 48em only (CSS), so it is found by its text: at the test's width it is hidden.
    await user.click(screen.getByText('Filters and search').closest('button')!);
    // The drawer is its own chunk: on a busy machine its first import can outlast the default wait.
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('combobox', { name: 'City' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Show doctors' }));
  });
});
