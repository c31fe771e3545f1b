import { describe, expect, it } from 'vitest';
import { DoctorSort } from '@ehp/api-types';
import { createSeed } from '../../store/seed/index.ts';
import { searchDirectory, type DirectorySearch } from './search.ts';

// Monday 23 November 2026, 12:00 in Pakistan.
const NOW = Date.parse('2026-11-23T07:00:00Z');
const data = createSeed();
const names = (filters: Partial<DirectorySearch>, now = NOW) =>
  searchDirectory(data, { page: 1, page_size: 50, ...filters }, now).items.map((d) => d.name);

describe('searchDirectory', () => {
  it.each(['Dr. Imran', 'dr imran', 'DR.IMRAN QURESHI', '  imran   cardiologist ', 'Qureshi'])(
    'when q is "%s", then the title and case are ignored and every word must match',
    (q) => {
      expect(names({ q })).toEqual(['Dr. Imran Qureshi']);
    },
  );

  it('when q is only the title, then it narrows nothing', () => {
    expect(names({ q: 'Dr.' })).toHaveLength(50);
  });

  it('when a word matches nobody, then nothing, even if other words match', () => {
    expect(names({ q: 'imran dentist' })).toEqual([]);
  });

  it('when a condition is named in another case, then it still maps to its specialities', () => {
    expect(names({ condition: 'epilepsy' }).sort()).toEqual(['Dr. Jawad Jadoon', 'Dr. Zeeshan Haider']);
    expect(names({ condition: 'Not a condition' })).toEqual([]);
  });

  it('when the fee range is set, then the fee of the chosen mode counts (Dr. Saad Anwar: 1,000 online, 1,500 in clinic)', () => {
    const range = { fee_min: 1400, fee_max: 1600, q: 'saad' };
    expect(names({ ...range, is_online: false })).toEqual(['Dr. Saad Anwar']);
    expect(names({ ...range, is_online: true })).toEqual([]);
    expect(names(range)).toEqual([]);
    expect(names({ fee_min: 900, fee_max: 1000, q: 'saad' })).toEqual(['Dr. Saad Anwar']);
  });

  it('when available is asked with a mode, then that mode has to be free (Dr. Usman Ghani is online on Sundays only)', () => {
    expect(names({ q: 'usman ghani', available: 'today' })).toEqual(['Dr. Usman Ghani']);
    expect(names({ q: 'usman ghani', available: 'today', is_online: true })).toEqual([]);
    expect(names({ q: 'usman ghani', available: 'week', is_online: true })).toEqual(['Dr. Usman Ghani']);
  });

  it("when the summary is built for a mode, then next_available_date is that mode's", () => {
    const [usman] = searchDirectory(data, { q: 'usman ghani', is_online: true, page: 1, page_size: 1 }, NOW).items;
    expect(usman.next_available_date).toBe('2026-11-29');
  });

  it('when doctors tie on the sort key, then they follow in name order', () => {
    const sorted = searchDirectory(data, { sort: DoctorSort.experience, page: 1, page_size: 50 }, NOW).items;
    const nine = sorted.filter((d) => d.experience_years === 9).map((d) => d.name);
    expect(nine).toEqual([...nine].sort((a, b) => a.localeCompare(b, 'en')));
    expect(nine.length).toBeGreaterThan(2);
  });

  it("when sorted by fee without a mode, then each doctor's lower fee counts", () => {
    const byFee = searchDirectory(data, { sort: DoctorSort.fee_high, page: 1, page_size: 50 }, NOW).items;
    expect(byFee[0].name).toBe('Dr. Maryam Lakhani');
    const cheapest = searchDirectory(data, { sort: DoctorSort.fee_low, page: 1, page_size: 3 }, NOW).items;
    expect(cheapest.map((d) => d.name)).toEqual(['Dr. Abdul Wahab Kakar', 'Dr. Farhan Yousuf', 'Dr. Noman Raja']);
  });

  it('when the page is past the end, then an empty list and the true total', () => {
    expect(searchDirectory(data, { page: 9, page_size: 10 }, NOW)).toEqual({
      items: [],
      total: 63,
      page: 9,
      page_size: 10,
    });
  });
});
