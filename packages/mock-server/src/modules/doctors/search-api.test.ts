import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { conditionSpecialities, type components } from '@ehp/api-types';
import { startTestServer, type TestServer } from '../../test/server.ts';

type Summary = components['schemas']['DoctorSummary'];

// Monday 23 November 2026, 12:00 in Pakistan. Responses are validated against the contract.
const NOW = Date.parse('2026-11-23T07:00:00Z');
const TODAY = '2026-11-23';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => NOW });
});
afterAll(() => server.close());

async function search(query: string): Promise<{ doctors: Summary[]; total: number; page: number; page_size: number }> {
  const res = await request(server.url).get(`/api/doctors/search?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
/** Every match on one page (63 doctors fit in two pages of 50). */
async function all(query: string): Promise<Summary[]> {
  const first = await search(`${query}&page_size=50`);
  const second = await search(`${query}&page_size=50&page=2`);
  return [...first.doctors, ...second.doctors];
}
const lowerFee = (d: Summary) => Math.min(...[d.fee_online, d.fee_clinic].filter((f) => f !== null));

describe('GET /api/doctors/search', () => {
  it('when nothing is chosen, then the first 10 of all 63 doctors and the total', async () => {
    const page = await search('');
    expect(page).toMatchObject({ total: 63, page: 1, page_size: 10 });
    expect(page.doctors).toHaveLength(10);
  });

  it('when pages are walked, then each doctor appears once and a page past the end is empty with the true total', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => search(`page_size=25&page=${n}`)));
    expect(pages.map((p) => p.doctors.length)).toEqual([25, 25, 13]);
    expect(new Set(pages.flatMap((p) => p.doctors.map((d) => d.pmdc))).size).toBe(63);
    expect(await search('page_size=25&page=4')).toEqual({
      doctors: [],
      total: 63,
      page: 4,
      page_size: 25,
      today: TODAY,
    });
  });

  it('when is_online=true, then only doctors who consult online, whatever the city', async () => {
    const online = await all('is_online=true');
    expect(online.length).toBe(44);
    for (const d of online) expect(d.offers_online && d.fee_online !== null).toBe(true);
    expect(online.some((d) => d.locations.length === 0)).toBe(true);
    expect((await search('is_online=true&city=Quetta')).total).toBe(44);
  });

  it('when is_online=false, then only doctors who see patients in a clinic', async () => {
    const inClinic = await all('is_online=false');
    expect(inClinic.length).toBe(56);
    for (const d of inClinic) expect(d.fee_clinic !== null && d.locations.length > 0).toBe(true);
  });

  it('when a city is chosen, then doctors practising there; All means anywhere; an unknown city finds nobody', async () => {
    const lahore = await all('city=Lahore');
    expect(lahore.length).toBe(11);
    for (const d of lahore) expect(d.locations.some((l) => l.city === 'Lahore')).toBe(true);
    expect((await search('city=All')).total).toBe(63);
    expect(await search('city=Atlantis')).toEqual({ doctors: [], total: 0, page: 1, page_size: 10, today: TODAY });
  });

  it('when a speciality is chosen, then only doctors of that speciality, any case', async () => {
    const skin = await all('speciality=dermatologist');
    expect(skin.map((d) => d.name).sort()).toEqual([
      'Dr. Ambreen Khakwani',
      'Dr. Aqsa Bajwa',
      'Dr. Kiran Zaidi',
      'Dr. Mehwish Iqbal',
    ]);
    expect((await search('speciality=Astrologer')).total).toBe(0);
  });

  it('when a common condition is chosen, then the specialists who treat it; an unknown condition finds nobody', async () => {
    const diabetes = await all('condition=Diabetes');
    expect(diabetes.length).toBe(10);
    for (const d of diabetes)
      expect(
        d.specialities.some((s) => conditionSpecialities.Diabetes.includes(s)),
        d.name,
      ).toBe(true);
    expect((await search('condition=Hiccups')).total).toBe(0);
  });

  it.each([
    ['Dr.%20imran', ['Dr. Imran Qureshi']],
    ['QURESHI', ['Dr. Imran Qureshi']],
    ['cardio', ['Dr. Imran Qureshi', 'Dr. Junaid Baig', 'Dr. Shahid Rasool']],
    ['ayesha%20gyn', ['Dr. Ayesha Rehman']],
  ])('when q=%s, then names and specialities match, any case, without the title', async (q, names) => {
    expect((await all(`q=${q}`)).map((d) => d.name).sort()).toEqual(names);
  });

  it('when gender=female, then only women, in several specialities', async () => {
    const women = await all('gender=female');
    expect(women.length).toBe(27);
    for (const d of women) expect(d.gender).toBe('female');
    expect(new Set(women.flatMap((d) => d.specialities)).size).toBeGreaterThanOrEqual(10);
  });

  it('when a fee range is chosen, then the in-clinic fee, the online fee with is_online=true, or the lower of the two', async () => {
    for (const d of await all('fee_min=1200&fee_max=1500')) expect(lowerFee(d)).toBeGreaterThanOrEqual(1200);
    for (const d of await all('is_online=false&fee_max=1000')) expect(d.fee_clinic).toBeLessThanOrEqual(1000);
    const cheapOnline = await all('is_online=true&fee_max=800');
    expect(cheapOnline.map((d) => d.fee_online).sort()).toEqual([500, 500, 500, 800]);
    // Dr. Saad Anwar: 1,000 online, 1,500 in clinic.
    const names = async (q: string) => (await all(q)).map((d) => d.name);
    expect(await names('fee_min=1500&fee_max=1500&is_online=false')).toContain('Dr. Saad Anwar');
    expect(await names('fee_min=1500&fee_max=1500')).not.toContain('Dr. Saad Anwar');
  });

  it('when available=today or week, then only doctors with a free slot in that window (Pakistan time)', async () => {
    const today = await all('available=today');
    expect(today.length).toBe(58);
    for (const d of today) expect(d.next_available_date).toBe(TODAY);
    expect(today.map((d) => d.name)).not.toContain('Dr. Noman Raja');
    const onlineToday = await all('available=today&is_online=true');
    expect(onlineToday.map((d) => d.name)).not.toContain('Dr. Usman Ghani');
    for (const d of await all('available=week')) expect(d.next_available_date! <= '2026-11-29').toBe(true);
  });

  it.each([
    ['Urdu', 63],
    ['English', 49],
    ['Punjabi', 21],
    ['Sindhi', 9],
    ['Pashto', 7],
    ['Saraiki', 4],
    ['Balochi', 2],
  ])('when language=%s, then %i doctors who speak it', async (language, count) => {
    const found = await all(`language=${language}`);
    expect(found.length).toBe(count);
    for (const d of found) expect(d.languages.some((l) => l === language)).toBe(true);
  });

  const byName = (a: Summary, b: Summary) => a.name.localeCompare(b.name, 'en');
  it.each([
    ['fee_low', (a: Summary, b: Summary) => lowerFee(a) - lowerFee(b)],
    ['fee_high', (a: Summary, b: Summary) => lowerFee(b) - lowerFee(a)],
    ['experience', (a: Summary, b: Summary) => b.experience_years - a.experience_years],
    ['rating', (a: Summary, b: Summary) => b.rating - a.rating || b.review_count - a.review_count],
    ['next_available', (a: Summary, b: Summary) => a.next_available_date!.localeCompare(b.next_available_date!)],
    [
      'relevance',
      (a: Summary, b: Summary) => a.next_available_date!.localeCompare(b.next_available_date!) || b.rating - a.rating,
    ],
  ])('when sort=%s, then every page follows that order, ties by name', async (sort, order) => {
    const sorted = await all(`sort=${sort}`);
    expect(sorted.length).toBe(63);
    for (let i = 1; i < sorted.length; i++)
      expect(order(sorted[i - 1], sorted[i]) || byName(sorted[i - 1], sorted[i]), sorted[i].name).toBeLessThanOrEqual(
        0,
      );
  });

  it('when filters combine, then all of them apply', async () => {
    const found = await all('city=Karachi&gender=female&speciality=Gynecologist&sort=experience');
    expect(found.map((d) => d.name)).toEqual(['Dr. Sumaira Khan', 'Dr. Ayesha Rehman']);
  });

  it.each([
    'page_size=51',
    'page=0',
    'gender=other',
    'sort=cheapest',
    'language=French',
    'available=month',
    'fee_min=-1',
  ])('when the query has %s, then 400 { message }', async (query) => {
    const res = await request(server.url).get(`/api/doctors/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
