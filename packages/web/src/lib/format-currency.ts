import { pageTranslator } from '@/lib/i18n/translations';
import { libCatalogue } from './i18n/en';

// Grouping by hand: building an Intl.NumberFormat costs tens of milliseconds on a mid-range phone
// (it loads the locale's data), and Pakistani English groups thousands like plain English anyway.

const L = pageTranslator(libCatalogue);

/** 1234567 -> '1,234,567' (whole numbers; fractions are rounded). */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 2000 -> 'Rs. 2,000' (Pakistani rupees). */
export function formatRs(amount: number): string {
  return L('price', { amount: formatCount(amount) });
}
