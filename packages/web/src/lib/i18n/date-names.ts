import { currentPageLanguage } from './translations';

// Day and month names come from the browser's Intl in the page's language: one definition for every
// feature (doctors, labs), no copies in catalogues; its Urdu names are the ones the catalogues had
// (اتوار … ہفتہ, جنوری … دسمبر). Sunday 1 January 2023 anchors the weekdays.
const formatters = new Map<string, Intl.DateTimeFormat>();

function named(options: Intl.DateTimeFormatOptions, time: number): string {
  const language = currentPageLanguage();
  const key = language + JSON.stringify(options);
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })));
  return format.format(time);
}

/** A weekday's name in the page's language (0 = Sunday): 'Sunday', short 'Sun'; Urdu 'اتوار'. */
export const weekdayName = (weekday: number, width: 'long' | 'short' = 'long'): string =>
  named({ weekday: width }, Date.UTC(2023, 0, 1 + weekday));

/** A month's name in the page's language (0 = January): 'January', short 'Jan'; Urdu 'جنوری'. */
export const monthName = (month: number, width: 'long' | 'short' = 'long'): string =>
  named({ month: width }, Date.UTC(2023, month, 1));
