import type { afterVisitCatalogue } from '../i18n/en';

type Key = keyof typeof afterVisitCatalogue.messages;
type T = (key: Key, values?: Record<string, string | number>) => string;

/** '2026-11-24' -> '24 November 2026' in the page's language (from the digits: a Pakistan day). */
export const fullDate = (t: T, date: string): string =>
  t('date.full', {
    day: Number(date.slice(8, 10)),
    month: t(`month.${Number(date.slice(5, 7))}` as Key),
    year: date.slice(0, 4),
  });
