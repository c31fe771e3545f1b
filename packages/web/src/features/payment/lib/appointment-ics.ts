import { pakistanInstant } from '@ehp/api-types';

// An add-to-calendar file (RFC 5545) for a confirmed appointment. The contract's date and time are
// Pakistan time; the event is written in UTC (…Z), converted from them, so every calendar shows it
// at the right moment in its own zone without a VTIMEZONE block.

/** How long the calendar block lasts: slots are 15–30 minutes, and a call may run on a little. */
export const CALENDAR_MINUTES = 30;
/** The calendar reminds the patient this long before (the doctor may ring from 15 minutes before). */
export const REMINDER_MINUTES = 15;

export type CalendarEvent = {
  id: number;
  /** Pakistan date and time, as the contract gives them. */
  date: string;
  time: string;
  summary: string;
  description: string;
  location: string;
  /** Absolute URL of the appointment's page. */
  url: string;
  /** When the file is made (DTSTAMP). */
  now: number;
};

/** 20261124T132000Z */
export const icsUtc = (ms: number): string =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT escaping of RFC 5545 §3.3.11: backslash, semicolon, comma, and newlines as \n. */
export const icsText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds a content line at 75 octets (UTF-8), never inside a character; continuations start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation's leading space counts
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function appointmentIcs(event: CalendarEvent): string {
  const start = pakistanInstant(event.date, event.time);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//SehatLink//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:appointment-${event.id}@sehatlink.pk`,
    `DTSTAMP:${icsUtc(event.now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(start + CALENDAR_MINUTES * 60_000)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    `URL:${event.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(event.summary)}`,
    `TRIGGER:-PT${REMINDER_MINUTES}M`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A link's href for the file: a data URL, so it works in any browser without a server round trip. */
export const icsHref = (ics: string): string => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;

/** The downloaded file's name. */
export const icsFileName = (id: number): string => `sehatlink-appointment-${id}.ics`;
