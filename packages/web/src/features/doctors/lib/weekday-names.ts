import { monthName as month, weekdayName as weekday } from '@/lib/i18n/translations';

/** Day and month names in the page's language (0 = Sunday, 0 = January): lib/i18n/translations. */
export const weekdayName = (day: number): string => weekday(day);
export const weekdayShort = (day: number): string => weekday(day, 'short');
export const monthShort = (index: number): string => month(index, 'short');
export const monthName = (index: number): string => month(index);
