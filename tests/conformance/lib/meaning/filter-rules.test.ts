import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract.ts';
import { filterRules } from './filter-rules.ts';
import { listShape } from './shape.ts';

const contract = loadContract();
const doc = contract.openapi;
const rulesOf = (id: string) => filterRules(doc, contract.operation(id), listShape(doc, contract.operation(id))!);
const doctors = [
  {
    pmdc: '1-P',
    name: 'Dr. Sana Malik',
    gender: 'female',
    specialities: ['Dermatologist'],
    languages: ['Urdu'],
    offers_online: true,
    fee_clinic: null,
    locations: [],
  },
  {
    pmdc: '2-P',
    name: 'Dr. Imran Qureshi',
    gender: 'male',
    specialities: ['Cardiologist'],
    languages: ['Urdu', 'English'],
    offers_online: false,
    fee_clinic: 2500,
    locations: [{ city: 'Lahore' }],
  },
];

describe('what a filter means', () => {
  it('when searchDoctors is read, then its filters come by name (gender, speciality, language) and from the table (city, is_online, q)', () => {
    expect(
      rulesOf('searchDoctors')
        .map((r) => r.param)
        .sort(),
    ).toEqual(['city', 'gender', 'is_online', 'language', 'q', 'speciality'].sort());
    expect(rulesOf('listAppointments').map((r) => r.param)).toEqual(['payment_filter']);
  });

  it('when a value is picked, then it is one some records have and others lack, so the filter must narrow', () => {
    const rule = (param: string) => rulesOf('searchDoctors').find((r) => r.param === param)!;
    expect(rule('gender').values(doctors)).toEqual(['female']);
    expect(rule('language').values(doctors)).toEqual(['English']);
    expect(rule('city').values(doctors)).toEqual(['Lahore']);
    expect(doctors.filter((d) => rule('speciality').holds(d, 'cardiologist')).map((d) => d.pmdc)).toEqual(['2-P']);
    expect(doctors.filter((d) => rule('q').holds(d, 'imran')).map((d) => d.pmdc)).toEqual(['2-P']);
    expect(doctors.filter((d) => rule('is_online').holds(d, false)).map((d) => d.pmdc)).toEqual(['2-P']);
  });

  it('when payment_filter is read, then Pending keeps not started, started and pending payments', () => {
    const rule = rulesOf('listAppointments')[0];
    expect([0, 1, 2, 3, 4].filter((s) => rule.holds({ payment_status: s }, 1))).toEqual([1, 3, 4]);
    expect([0, 1, 2, 3, 4].filter((s) => rule.holds({ payment_status: s }, 3))).toEqual([2]);
  });
});
