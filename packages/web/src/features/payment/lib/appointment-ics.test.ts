import { describe, expect, it } from 'vitest';
import { appointmentIcs, foldLine, icsText } from './appointment-ics';

const event = {
  id: 5012,
  date: '2026-11-24',
  time: '18:20:00',
  summary: 'Online consultation with Dr. Imran Qureshi',
  description: 'Keep SehatLink open; the doctor calls you.\nAppointment 5012, Rs. 2,000 paid',
  location: 'SehatLink video call',
  url: 'https://www.sehatlink.pk/appointment/payment/checkout/5012',
  now: Date.parse('2026-11-23T12:00:00Z'),
};

describe('the add-to-calendar file', () => {
  it('when an appointment is at 06:20 PM Pakistan time, then the event starts at 13:20 UTC and lasts 30 minutes', () => {
    const ics = appointmentIcs(event);
    expect(ics).toContain('\r\nDTSTART:20261124T132000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261124T135000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261123T120000Z\r\n');
    expect(ics).toContain('\r\nUID:appointment-5012@sehatlink.pk\r\n');
    expect(ics).toContain('\r\nTRIGGER:-PT15M\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('when a time is just after midnight in Pakistan, then the UTC start is the day before', () => {
    expect(appointmentIcs({ ...event, date: '2026-11-25', time: '00:20:00' })).toContain('DTSTART:20261124T192000Z');
  });

  it('when text holds commas, semicolons, backslashes and newlines, then they are escaped', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const unfolded = appointmentIcs(event).replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'DESCRIPTION:Keep SehatLink open\\; the doctor calls you.\\nAppointment 5012\\, Rs. 2\\,000 paid',
    );
  });

  it('when a line is longer than 75 octets, then it is folded without splitting a character', () => {
    const urdu = `SUMMARY:${'ڈاکٹر '.repeat(30)}`;
    const folded = foldLine(urdu);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(urdu);
  });
});
