import { pageTranslator } from '../../../lib/i18n/translations';
import { labsCatalogue } from '../i18n/en';

const L = pageTranslator(labsCatalogue);

/** 4 -> '4 hours', 1 -> '1 hour', 48 -> '2 days', 0 -> 'the same day': how soon a lab's quickest report comes. */
export function reportDuration(hours: number): string {
  if (hours <= 0) return L('time.sameDay');
  if (hours < 24) return hours === 1 ? L('time.oneHour') : L('time.hours', { hours });
  const days = Math.round(hours / 24);
  return days === 1 ? L('time.oneDay') : L('time.days', { days });
}
