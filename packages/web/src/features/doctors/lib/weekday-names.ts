import { pageTranslator } from '@/lib/i18n/translations';
import { doctorsCatalogue } from '../i18n/en';

const L = pageTranslator(doctorsCatalogue);

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const WEEKDAYS_SHORT = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MONTHS_SHORT = [
  'monthJan',
  'monthFeb',
  'monthMar',
  'monthApr',
  'monthMay',
  'monthJun',
  'monthJul',
  'monthAug',
  'monthSep',
  'monthOct',
  'monthNov',
  'monthDec',
] as const;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** Day and month names in the page's language (0 = Sunday, 0 = January). */
export const weekdayName = (weekday: number): string => L(WEEKDAYS[weekday]);
export const weekdayShort = (weekday: number): string => L(WEEKDAYS_SHORT[weekday]);
export const monthShort = (month: number): string => L(MONTHS_SHORT[month]);
export const monthName = (month: number): string => L(MONTHS[month]);
