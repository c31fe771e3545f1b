import { describe, expect, it } from 'vitest';
import { AppointmentMode } from '@ehp/api-types';
import { doctorProfilePath } from '@/config/paths';
import { choosePlace, dateStrip, readChoice, STRIP_DAYS } from './profile-choice';
import { ONLINE, type Place } from './schedule';

const clinic501: Place = { mode: AppointmentMode.clinic, locationId: 501 };
const clinic502: Place = { mode: AppointmentMode.clinic, locationId: 502 };
const MON_WED_FRI = [1, 3, 5];

describe('profile choice in the URL', () => {
  it('when the profile path is built from a choice, then reading it back gives the same choice', () => {
    const path = doctorProfilePath('12345-P', {
      mode: 'clinic',
      location_id: 501,
      date: '2026-11-25',
      time: '10:20:00',
    });
    expect(path).toBe('/doctors/12345-P?mode=clinic&location_id=501&date=2026-11-25&time=10%3A20%3A00');
    expect(readChoice(new URL(path, 'https://x.test').searchParams)).toEqual({
      mode: 'clinic',
      locationId: 501,
      date: '2026-11-25',
      time: '10:20:00',
      followUp: null,
    });
    expect(doctorProfilePath('12345-P')).toBe('/doctors/12345-P');
    // The free follow-up (issue 33) rides along: online, the visit it follows.
    const followUp = doctorProfilePath('12345-P', { mode: 'online', follow_up: 5012 });
    expect(followUp).toBe('/doctors/12345-P?mode=online&follow_up=5012');
    expect(readChoice(new URL(followUp, 'https://x.test').searchParams).followUp).toBe(5012);
  });

  it('when the URL holds nonsense, then each part is dropped', () => {
    expect(
      readChoice(new URLSearchParams('mode=teleport&location_id=x1&date=2026-02-30&time=25:00:00&follow_up=0x1')),
    ).toEqual({
      mode: null,
      locationId: null,
      date: null,
      time: null,
      followUp: null,
    });
  });

  it('when the place in the URL is offered, then it is chosen; else the mode, else the first place', () => {
    const places = [ONLINE, clinic501, clinic502];
    expect(choosePlace(places, { mode: AppointmentMode.clinic, locationId: 502 })).toBe(clinic502);
    expect(choosePlace(places, { mode: AppointmentMode.clinic, locationId: 999 })).toBe(clinic501);
    expect(choosePlace(places, { mode: null, locationId: null })).toBe(ONLINE);
    expect(choosePlace([], { mode: AppointmentMode.online, locationId: null })).toBeNull();
  });
});

describe('dateStrip', () => {
  // Sunday 22 November 2026.
  const today = '2026-11-22';

  it('when opened, then the strip starts at the next day with a sitting and selects it', () => {
    const strip = dateStrip(MON_WED_FRI, today, today, null);
    expect(strip.selected).toBe('2026-11-23');
    expect(strip.days).toHaveLength(STRIP_DAYS);
    expect(strip.days.slice(0, 3)).toEqual([
      { date: '2026-11-23', open: true },
      { date: '2026-11-24', open: false },
      { date: '2026-11-25', open: true },
    ]);
  });

  it('when the doctor is fully booked until a later day, then the strip starts from the next available date', () => {
    expect(dateStrip(MON_WED_FRI, today, '2026-11-26', null).selected).toBe('2026-11-27');
  });

  it('when the URL names a bookable date, then it is selected; a closed or past date is not', () => {
    expect(dateStrip(MON_WED_FRI, today, today, '2026-11-25').selected).toBe('2026-11-25');
    expect(dateStrip(MON_WED_FRI, today, today, '2026-11-24').selected).toBe('2026-11-23');
    expect(dateStrip(MON_WED_FRI, today, today, '2026-11-20').selected).toBe('2026-11-23');
    const later = dateStrip(MON_WED_FRI, today, today, '2026-12-18');
    expect([later.selected, later.days[0].date]).toEqual(['2026-12-18', '2026-12-18']);
  });

  it('when no day is bookable within the horizon, then there is nothing to pick', () => {
    expect(dateStrip([], today, today, null)).toEqual({ days: [], selected: null });
    expect(dateStrip(MON_WED_FRI, today, '2027-02-01', null)).toEqual({ days: [], selected: null });
  });

  it('when the strip runs past the 30-day horizon, then the days beyond it are closed', () => {
    const strip = dateStrip(MON_WED_FRI, today, '2026-12-14', null);
    expect(strip.selected).toBe('2026-12-14');
    expect(strip.days.find((d) => d.date === '2026-12-23')?.open).toBe(false);
    expect(strip.days.find((d) => d.date === '2026-12-21')?.open).toBe(true);
  });
});
