import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { components } from '@ehp/api-types';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { normalize } from './suggestions.ts';
import { SPECIALITY_SYNONYMS } from './search-synonyms.ts';

type Suggestion = components['schemas']['DoctorSuggestion'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function suggest(q: string): Promise<Suggestion[]> {
  const res = await request(server.url).get('/api/doctors/suggestions').query({ q });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.suggestions;
}
const first = async (q: string) => (await suggest(q))[0];

describe('GET /api/doctors/suggestions', () => {
  it('when the start of a speciality is typed, then that speciality comes first, with no synonym named', async () => {
    expect(await first('Cardio')).toEqual({ kind: 'speciality', name: 'Cardiologist' });
    expect(await first('derm')).toEqual({ kind: 'speciality', name: 'Dermatologist' });
  });

  it('when Roman Urdu is typed, then the speciality it means comes first and says which word matched', async () => {
    expect(await first('dil')).toEqual({ kind: 'speciality', name: 'Cardiologist', matched: 'dil' });
    expect(await first('JILD')).toEqual({ kind: 'speciality', name: 'Dermatologist', matched: 'jild' });
    expect(await first('bachon ka doctor')).toEqual({
      kind: 'speciality',
      name: 'Pediatrician',
      matched: 'bachon ka doctor',
    });
    const sugar = await suggest('sugar');
    expect(sugar[0]).toEqual({ kind: 'speciality', name: 'Endocrinologist', matched: 'sugar' });
    expect(sugar).toContainEqual({ kind: 'condition', name: 'Diabetes', matched: 'sugar' });
  });

  it('when Urdu script is typed, with or without diacritics or Arabic letter forms, then the same specialities come', async () => {
    expect((await first('دل'))?.name).toBe('Cardiologist');
    expect((await first('جلد'))?.name).toBe('Dermatologist');
    expect((await first('شوگر'))?.name).toBe('Endocrinologist');
    expect((await first('بچوں کا ڈاکٹر'))?.name).toBe('Pediatrician');
    // "دِل" with a zer; "بچوں كا" with the Arabic kaf.
    expect((await first('دِل'))?.name).toBe('Cardiologist');
    expect((await first('بچوں كا'))?.name).toBe('Pediatrician');
  });

  it('when a doctor is named, then the doctor comes with the PMDC number and specialities to open the profile', async () => {
    expect(await suggest('Dr. Imran Qur')).toContainEqual({
      kind: 'doctor',
      name: 'Dr. Imran Qureshi',
      pmdc: '12345-P',
      specialities: ['Cardiologist'],
    });
  });

  it('when a condition is typed, then it is suggested by its name', async () => {
    expect(await suggest('asth')).toContainEqual({ kind: 'condition', name: 'Asthma' });
  });

  it('when one letter is typed, then at most 8 come back, specialities before conditions before doctors', async () => {
    const list = await suggest('a');
    expect(list.length).toBeLessThanOrEqual(8);
    const order = list.map((s) => ['speciality', 'condition', 'doctor'].indexOf(s.kind));
    expect(order).toEqual([...order].sort());
  });

  it('when nothing matches or only spaces are typed, then the list is empty', async () => {
    expect(await suggest('zzzzqx')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
  });

  it('when q is missing, empty, too long or holds a control character, then 400', async () => {
    for (const query of ['', '?q=', `?q=${'a'.repeat(61)}`, '?q=a%00b']) {
      const res = await request(server.url).get(`/api/doctors/suggestions${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('when the synonyms table is read, then every speciality in it is one the directory has', () => {
    const seeded = new Set(server.store.data.doctors.flatMap((d) => d.profile?.specialities ?? []));
    expect(Object.keys(SPECIALITY_SYNONYMS).filter((name) => !seeded.has(name))).toEqual([]);
    expect(normalize('  Dil   KA ')).toBe('dil ka');
  });
});
