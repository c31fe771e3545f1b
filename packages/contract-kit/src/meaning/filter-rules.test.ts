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
  it('when searchDoctors is read, then its filters come by name (gender, speciality, language) and from the table (city, is_online, q, fees)', () => {
    expect(
      rulesOf('searchDoctors')
        .map((r) => r.param)
        .sort(),
    ).toEqual(['city', 'fee_max', 'fee_min', 'gender', 'is_online', 'language', 'q', 'speciality']);
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
    const fees = [
      { pmdc: 'a', fee_online: 1000, fee_clinic: 1500 },
      { pmdc: 'b', fee_online: null, fee_clinic: 2500 },
      { pmdc: 'c', fee_online: 3000, fee_clinic: null },
    ];
    expect(rule('fee_min').values(fees)).toEqual([2500]);
    expect(fees.filter((d) => rule('fee_min').holds(d, 1400)).map((d) => d.pmdc)).toEqual(['b', 'c']);
    expect(fees.filter((d) => rule('fee_max').holds(d, 2500)).map((d) => d.pmdc)).toEqual(['a', 'b']);
  });

  it('when payment_filter is read, then Pending keeps not started, started and pending payments', () => {
    const rule = rulesOf('listAppointments')[0];
    expect([0, 1, 2, 3, 4].filter((s) => rule.holds({ payment_status: s }, 1))).toEqual([1, 3, 4]);
    expect([0, 1, 2, 3, 4].filter((s) => rule.holds({ payment_status: s }, 3))).toEqual([2]);
  });
});
