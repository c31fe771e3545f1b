import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slotTimes } from '@ehp/api-types';
import type { DoctorProfileRecord, DoctorRecord } from '../types.ts';
import { createSeed } from './index.ts';

type Listed = DoctorRecord & { profile: DoctorProfileRecord };

/** The portal's own lists, read as text: the mock must not drift from what the pickers offer. */
const portalList = (file: string, pattern: RegExp) => {
  const source = readFileSync(new URL(`../../../../web/src/content/${file}`, import.meta.url), 'utf8');
  return [...source.matchAll(pattern)].map((m) => m[1]);
};
const PORTAL_CITIES = portalList('cities.ts', /^ {2}'([^']+)',$/gm);
const PORTAL_SPECIALITIES = portalList('specialities.ts', /name: '([^']+)'/g);

const data = createSeed();
const listed = data.doctors.filter((d): d is Listed => d.profile !== undefined);
const directoryOnly = listed.filter((d) => d.id >= 2004);
const locationById = new Map(data.practice_locations.map((l) => [l.id, l]));
const citiesOf = (d: Listed) => d.profile.location_ids.map((id) => locationById.get(id)!.city);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('seeded doctor directory', () => {
  it('when the seed is built, then 60 directory doctors join the 3 accounts, all with unique valid PMDC numbers', () => {
    expect(directoryOnly.length).toBeGreaterThanOrEqual(60);
    expect(listed.map((d) => d.pmdc).slice(0, 3)).toEqual(['12345-P', '54321-P', '23456-D']);
    for (const d of listed) expect(d.pmdc).toMatch(/^\d{3,6}-[A-Z]$/);
    for (const key of ['pmdc', 'name', 'phone', 'email', 'id'] as const)
      expect(new Set(data.doctors.map((d) => d[key])).size, key).toBe(data.doctors.length);
    for (const d of directoryOnly) {
      expect(d.name).toMatch(/^Dr\. [A-Z][a-z]+( [A-Z][a-z]+)+$/);
      expect(d.pmdc.endsWith(d.profile.specialities.includes('Dentist') ? '-D' : '-P')).toBe(true);
      expect(d.password_hash).toBeNull();
      expect(d.phone).toMatch(/^03\d{9}$/);
    }
    expect(directoryOnly.some((d) => !d.has_photo)).toBe(true);
  });

  it("when cities are counted, then at least 10 of the portal's cities and several doctors in each big one", () => {
    const cities = new Set(data.practice_locations.map((l) => l.city));
    expect(cities.size).toBeGreaterThanOrEqual(10);
    for (const city of [...cities, ...listed.map((d) => d.city)]) expect(PORTAL_CITIES).toContain(city);
    for (const city of ['Karachi', 'Lahore', 'Islamabad', 'Rawalpindi'])
      expect(listed.filter((d) => citiesOf(d).includes(city)).length, city).toBeGreaterThanOrEqual(5);
  });

  it("when specialities are counted, then every one of the portal's has a doctor", () => {
    const offered = new Set(listed.flatMap((d) => d.profile.specialities));
    expect(PORTAL_SPECIALITIES.length).toBeGreaterThanOrEqual(20);
    for (const s of PORTAL_SPECIALITIES) expect(offered, s).toContain(s);
    for (const s of offered) expect(PORTAL_SPECIALITIES).toContain(s);
    for (const d of listed) expect(d.speciality).toBe(d.profile.specialities[0]);
  });

  it('when fees are read, then 500-5,000 PKR and set exactly for the modes the schedule offers', () => {
    const fees = listed.flatMap((d) => [d.profile.fee_online, d.profile.fee_clinic]).filter((f) => f !== null);
    expect(Math.min(...fees)).toBe(500);
    expect(Math.max(...fees)).toBe(5000);
    for (const d of listed) {
      expect(d.profile.fee_online !== null, d.pmdc).toBe(d.profile.schedule.some((s) => s.mode === 'online'));
      expect(d.profile.fee_clinic !== null, d.pmdc).toBe(d.profile.schedule.some((s) => s.mode === 'clinic'));
      expect(d.profile.experience_years).toBeGreaterThanOrEqual(1);
      expect(d.profile.experience_years).toBeLessThanOrEqual(35);
    }
  });

  it('when practice is read, then some doctors are online-only and some practise at several places, the seeded clinics included', () => {
    const onlineOnly = listed.filter((d) => d.profile.location_ids.length === 0);
    expect(onlineOnly.length).toBeGreaterThanOrEqual(5);
    for (const d of onlineOnly) expect(d.profile.fee_clinic).toBeNull();
    expect(listed.filter((d) => d.profile.location_ids.length >= 2).length).toBeGreaterThanOrEqual(10);
    const used = new Set(listed.flatMap((d) => d.profile.location_ids));
    for (const l of data.practice_locations) {
      expect(used, `location ${l.id}`).toContain(l.id);
      expect(l.latitude).toBeGreaterThan(23.5);
      expect(l.latitude).toBeLessThan(37.5);
      expect(l.longitude).toBeGreaterThan(60.5);
      expect(l.longitude).toBeLessThan(77.5);
    }
    const facilityBranches = data.practice_locations.filter((l) => l.facility_id !== null);
    expect(new Set(facilityBranches.map((l) => l.facility_id))).toEqual(new Set([7, 8, 9]));
    for (const l of facilityBranches)
      expect(data.facilities.find((f) => f.id === l.facility_id)?.name).toBe(l.clinic_name);
  });

  it('when schedules are read, then every sitting has slots and a doctor is never booked in two places at once', () => {
    for (const d of listed) {
      const sittings = d.profile.schedule;
      expect(sittings.length, d.pmdc).toBeGreaterThan(0);
      for (const s of sittings) {
        expect([15, 20, 30]).toContain(s.slot_minutes);
        expect(slotTimes(s).length).toBeGreaterThan(0);
        if (s.mode === 'clinic') expect(d.profile.location_ids).toContain(s.location_id);
        else expect(s.location_id).toBeNull();
      }
      // Sittings on one day may only overlap on the same slot grid (Dr. Imran Qureshi), where
      // "taken" by time of day keeps the doctor in one place.
      for (const [i, a] of sittings.entries())
        for (const b of sittings.slice(i + 1)) {
          const sameDay = a.weekdays.some((w) => b.weekdays.includes(w));
          const overlap = minutes(a.start_time) < minutes(b.end_time) && minutes(b.start_time) < minutes(a.end_time);
          if (!sameDay || !overlap) continue;
          expect(a.slot_minutes, d.pmdc).toBe(b.slot_minutes);
          expect(Math.abs(minutes(a.start_time) - minutes(b.start_time)) % a.slot_minutes, d.pmdc).toBe(0);
        }
    }
  });

  it('when filters are tried on the seed, then common choices find doctors', () => {
    const online = listed.filter((d) => d.profile.fee_online !== null);
    expect(new Set(online.flatMap((d) => d.profile.specialities)).size).toBeGreaterThanOrEqual(18);
    const women = listed.filter((d) => d.profile.gender === 'female');
    expect(new Set(women.flatMap((d) => d.profile.specialities)).size).toBeGreaterThanOrEqual(10);
    for (const language of ['Urdu', 'English', 'Punjabi', 'Sindhi', 'Pashto', 'Balochi', 'Saraiki'])
      expect(
        listed.some((d) => d.profile.languages.some((l) => l === language)),
        language,
      ).toBe(true);
  });

  it.each(['Lahore', 'Karachi', 'Islamabad'])(
    'when any day of the week comes in %s, then one doctor sits there in clinic and online that day',
    (city) => {
      const daysOf = (d: Listed, mode: string) =>
        new Set(
          d.profile.schedule
            .filter((s) => s.mode === mode && (mode === 'online' || locationById.get(s.location_id!)?.city === city))
            .flatMap((s) => s.weekdays),
        );
      const everyDay = listed.filter((d) => daysOf(d, 'online').size === 7 && daysOf(d, 'clinic').size === 7);
      expect(everyDay.length, city).toBeGreaterThanOrEqual(1);
    },
  );

  it('when Dr. Imran Qureshi is read, then he is online every day 09:00-23:00 and sits at Shifa Family Clinic Gulberg', () => {
    const imran = listed.find((d) => d.pmdc === '12345-P')!;
    expect(imran.profile.schedule).toContainEqual({
      mode: 'online',
      location_id: null,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      start_time: '09:00:00',
      end_time: '23:00:00',
      slot_minutes: 20,
    });
    expect(imran.profile.location_ids).toEqual([501]);
    expect(locationById.get(501)).toMatchObject({ clinic_name: 'Shifa Family Clinic', branch_name: 'Gulberg' });
  });

  it('when reviews are read, then most doctors have several, a few none, and names are first name and initial', () => {
    const counts = listed.map((d) => data.reviews.filter((r) => r.pmdc === d.pmdc).length);
    expect(counts.filter((c) => c >= 3).length).toBeGreaterThan(listed.length * 0.75);
    expect(counts.filter((c) => c === 0).length).toBeGreaterThanOrEqual(3);
    expect(new Set(data.reviews.map((r) => r.id)).size).toBe(data.reviews.length);
    for (const r of data.reviews) {
      expect(r.patient_name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.comment.length).toBeGreaterThan(10);
      expect(r.created_at < '2026-01-15').toBe(true);
    }
  });

  it('when the seed is built twice, then the directory is identical (no randomness, no clock)', () => {
    const again = createSeed();
    expect(again.doctors).toEqual(data.doctors);
    expect(again.reviews).toEqual(data.reviews);
    expect(again.practice_locations).toEqual(data.practice_locations);
  });
});
