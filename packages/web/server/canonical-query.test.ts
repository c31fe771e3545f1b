import { DoctorSort, Gender, Language } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import { doctorProfilePath } from '@/config/paths';
import {
  Availability,
  defaultFinderState,
  readFinderParams,
  writeFinderParams,
} from '@/features/doctors/lib/finder-params';
import { commonConditions } from '@/content/conditions';
import { readChoice } from '@/features/doctors/lib/profile-choice';
import { canonicalSearch } from './canonical-query.ts';

const finder = { ...defaultFinderState };
const everyFilter = writeFinderParams({
  ...finder,
  online: true,
  city: 'Lahore',
  speciality: 'Dermatologist',
  condition: commonConditions[0],
  q: 'Ayesha Khan',
  gender: Gender.female,
  feeMin: 500,
  feeMax: 3000,
  available: Availability.today,
  language: Language.Urdu,
  sort: DoctorSort.fee_low,
  page: 3,
});

describe('canonical query of a data page', () => {
  it('when the app writes a search URL, then it is already canonical (no redirect for the app’s own links)', () => {
    for (const params of [everyFilter, writeFinderParams(finder), writeFinderParams({ ...finder, online: true })]) {
      const search = params.toString() ? `?${params}` : '';
      expect(canonicalSearch('/doctors/search', search)).toBe(search);
    }
  });

  it('when a search URL has unknown parameters, another order, repeats or defaults, then the canonical one reads the same', () => {
    const messy = `?page=1&zz=1&u=${Math.random()}&city=Lahore&is_online=true&city=Karachi&sort=relevance&q=%20Ayesha%20`;
    const canonical = canonicalSearch('/doctors/search', messy)!;
    expect(canonical).toBe('?is_online=true&city=Lahore&q=Ayesha');
    expect(readFinderParams(new URLSearchParams(canonical))).toEqual(readFinderParams(new URLSearchParams(messy)));
    expect(canonicalSearch('/doctors/search', canonical)).toBe(canonical);
  });

  it('when a profile URL carries the slot choice and junk, then the choice is kept in the app’s order and the junk dropped', () => {
    const written = doctorProfilePath('12345-P', {
      mode: 'clinic',
      location_id: 4,
      date: '2026-12-01',
      time: '10:30:00',
    });
    const search = written.slice(written.indexOf('?'));
    expect(canonicalSearch('/doctors/:pmdc', search)).toBe(search);
    const messy = `?time=10:30:00&utm_source=x&date=2026-12-01&location_id=4&mode=clinic`;
    expect(canonicalSearch('/doctors/:pmdc', messy)).toBe(search);
    expect(readChoice(new URLSearchParams(canonicalSearch('/doctors/:pmdc', messy)))).toEqual(
      readChoice(new URLSearchParams(messy)),
    );
  });

  it('when a free follow-up link is opened afresh, then follow_up survives the redirect; a made-up value does not', () => {
    const written = doctorProfilePath('12345-P', { mode: 'online', follow_up: 5012 });
    const search = written.slice(written.indexOf('?'));
    expect(canonicalSearch('/doctors/:pmdc', search)).toBe(search);
    expect(canonicalSearch('/doctors/:pmdc', `?follow_up=5012&u=1&mode=online`)).toBe(search);
    expect(readChoice(new URLSearchParams(search)).followUp).toBe(5012);
    expect(canonicalSearch('/doctors/:pmdc', '?mode=online&follow_up=x1')).toBe('?mode=online');
  });

  it('when a lab page has any query, then its canonical URL has none; a personal page keeps its own', () => {
    expect(canonicalSearch('/labs/:id', '?u=1')).toBe('');
    expect(canonicalSearch('/labs', '?a=b')).toBe('');
    expect(canonicalSearch('/appointment/payment/checkout/:id', '?x=1')).toBeUndefined();
  });
});
