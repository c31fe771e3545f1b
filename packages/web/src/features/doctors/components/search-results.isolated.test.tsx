import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen, within } from '@/test/render';
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
const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('search results', () => {
  it('when the search is loading, then skeleton cards show and the count says so', () => {
    stubApi({ [SEARCH]: () => new Promise(() => {}) });
    renderFinder();
    expect(screen.getByLabelText('Loading doctors').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Finding doctors…' })).toBeTruthy();
  });

  it('when doctors are found, then each card shows photo, name, specialities, experience, fee, rating, availability, place and Book', async () => {
    stubApi({ [SEARCH]: searchReply([imran, ayesha], 24) });
    renderFinder('/doctors/search?city=Lahore');
    expect(await screen.findByRole('heading', { level: 2, name: '24 doctors found' })).toBeTruthy();

    const imranCard = card('Dr. Imran Qureshi');
    const profile = '/doctors/12345-P?mode=clinic&location_id=501';
    expect(within(imranCard).getByRole('link', { name: 'Dr. Imran Qureshi' }).getAttribute('href')).toBe(profile);
    expect(imranCard.querySelector('img')?.getAttribute('src')).toBe('/api/doctor/image?pmdc=12345-P');
    expect(within(imranCard).getByText('Cardiologist')).toBeTruthy();
    expect(within(imranCard).getByText('14 years of experience')).toBeTruthy();
    expect(within(imranCard).getByText('Clinic visit:').textContent).toBe('Clinic visit: Rs. 2,500');
    expect(within(imranCard).getByText('4.7').parentElement?.textContent).toBe('★ Rated 4.7 out of 5 (128 reviews)');
    expect(within(imranCard).getByText('Available tomorrow')).toBeTruthy();
    expect(within(imranCard).getByText('Shifa Heart Clinic, Lahore')).toBeTruthy();
    expect(
      within(imranCard).getByRole('link', { name: 'Book appointment with Dr. Imran Qureshi' }).getAttribute('href'),
    ).toBe(profile);

    const ayeshaCard = card('Dr. Ayesha Rehman');
    expect(within(ayeshaCard).getByText('Online consultation')).toBeTruthy();
    expect(within(ayeshaCard).getByText('No reviews yet')).toBeTruthy();
    expect(within(ayeshaCard).getByText('Next available Fri 27 Nov')).toBeTruthy();
    expect(
      within(ayeshaCard)
        .getByRole('link', { name: /Book appointment/ })
        .getAttribute('href'),
    ).toBe('/doctors/54321-P?mode=online');
    // No photo on the server (has_photo false): nothing is requested, the first letter past 'Dr.' shows.
    expect(ayeshaCard.querySelector('img')).toBeNull();
    expect(within(ayeshaCard).getByText('A')).toBeTruthy();
  });

  it('when the count changes, then it is announced politely', async () => {
    stubApi({ [SEARCH]: searchReply([imran], 1) });
    renderFinder();
    const heading = await screen.findByRole('heading', { level: 2, name: '1 doctor found' });
    expect(heading.closest('[aria-live="polite"]')).toBeTruthy();
  });

  it('when nothing matches, then it suggests a wider search and Any city widens it in one click', async () => {
    const api = stubApi({
      [SEARCH]: (call) => (call.query.get('city') ? searchReply([], 0) : searchReply([imran], 1)),
    });
    const { user } = renderFinder('/doctors/search?city=Chiniot&speciality=Oncologist');
    expect(await screen.findByRole('heading', { name: 'No doctors match this search' })).toBeTruthy();
    expect(screen.getByText(/We looked for an Oncologist for an in-clinic visit, in Chiniot./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Any city' }));
    expect(location()).toBe('/doctors/search?speciality=Oncologist');
    expect(await screen.findByText('Dr. Imran Qureshi')).toBeTruthy();
    expect(api.callsTo(SEARCH).at(-1)!.query.get('city')).toBeNull();
  });

  it('when nothing matches, then Clear filters drops every filter but the mode', async () => {
    stubApi({ [SEARCH]: (call) => (call.query.get('gender') ? searchReply([], 0) : searchReply([ayesha], 1)) });
    const { user } = renderFinder('/doctors/search?is_online=true&gender=female&language=Balochi&available=today');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/doctors/search?is_online=true');
    expect(await screen.findByText('Dr. Ayesha Rehman')).toBeTruthy();
  });

  it('when the search fails, then the message and Retry show, and Retry loads the doctors', async () => {
    let fail = true;
    stubApi({
      [SEARCH]: () =>
        fail
          ? { status: 500, body: { message: 'Internal server error', code: 'internal_error' } }
          : searchReply([imran]),
    });
    const { user } = renderFinder();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Dr. Imran Qureshi')).toBeTruthy();
  });

  it('when there are more pages, then Next and Previous move through them and the page is in the URL', async () => {
    const api = stubApi({
      [SEARCH]: (call) => {
        const page = Number(call.query.get('page'));
        return searchReply([page === 1 ? imran : ayesha], 24, page);
      },
    });
    const { user } = renderFinder('/doctors/search?sort=rating');
    await screen.findByText('Dr. Imran Qureshi');
    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Dr. Ayesha Rehman')).toBeTruthy();
    expect(location()).toBe('/doctors/search?sort=rating&page=2');
    expect(api.callsTo(SEARCH).at(-1)!.query.get('sort')).toBe('rating');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Dr. Imran Qureshi')).toBeTruthy();
    expect(location()).toBe('/doctors/search?sort=rating');
  });

  it('when the next page is loading, then the current doctors stay on screen', async () => {
    let release: () => void = () => {};
    stubApi({
      [SEARCH]: (call) =>
        call.query.get('page') === '1'
          ? searchReply([imran], 24)
          : new Promise((resolve) => (release = () => resolve(searchReply([ayesha], 24, 2)))),
    });
    const { user } = renderFinder();
    await screen.findByText('Dr. Imran Qureshi');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Dr. Imran Qureshi')).toBeTruthy();
    expect(screen.queryByLabelText('Loading doctors')).toBeNull();
    release();
    expect(await screen.findByText('Dr. Ayesha Rehman')).toBeTruthy();
  });

  it('when the sort changes, then the request follows and the page starts again', async () => {
    const api = stubApi({ [SEARCH]: searchReply([imran], 24, 3) });
    const { user } = renderFinder('/doctors/search?page=3');
    await screen.findByText('Dr. Imran Qureshi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Fee: low to high');
    expect(location()).toBe('/doctors/search?sort=fee_low');
    await vi.waitFor(() => expect(api.callsTo(SEARCH).at(-1)!.query.get('sort')).toBe('fee_low'), WAIT);
  });

  it('when a link names a page past the end, then it offers the first page', async () => {
    stubApi({ [SEARCH]: (call) => searchReply(call.query.get('page') === '1' ? [imran] : [], 3) });
    const { user } = renderFinder('/doctors/search?page=9');
    await user.click(await screen.findByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByText('Dr. Imran Qureshi')).toBeTruthy();
  });
});
