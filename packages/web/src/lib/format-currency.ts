import { pageTranslator } from '@/lib/i18n/translations';
import { libCatalogue } from './i18n/en';

const L = pageTranslator(libCatalogue);
const formatter = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

/** 2000 -> 'Rs. 2,000' (Pakistani rupees). */
export function formatRs(amount: number): string {
  return L('rs', { amount: formatter.format(amount) });
}
