import { formatRs } from '@/lib/format-currency';
import { pageTranslator } from '@/lib/i18n/translations';
import { doctorsSearchCatalogue } from '../i18n/search.en';

const L = pageTranslator(doctorsSearchCatalogue);

export type FeeRange = { feeMin: number | null; feeMax: number | null };

// Fees run from Rs. 500 to Rs. 5,000; a few bands are quicker to pick on a phone than two number fields.
const BANDS: readonly FeeRange[] = [
  { feeMin: null, feeMax: 1000 },
  { feeMin: 1000, feeMax: 2000 },
  { feeMin: 2000, feeMax: 3500 },
  { feeMin: 3500, feeMax: null },
];

export const ANY_FEE = '';

/** A range as one select value: '1000-2000', '-1000', '3500-'; '' is any fee. */
export const feeRangeKey = ({ feeMin, feeMax }: FeeRange): string =>
  feeMin === null && feeMax === null ? ANY_FEE : `${feeMin ?? ''}-${feeMax ?? ''}`;

export function feeRangeLabel({ feeMin, feeMax }: FeeRange): string {
  if (feeMin === null && feeMax === null) return L('anyFee');
  if (feeMin === null) return L('fee.upTo', { number: formatRs(feeMax as number) });
  if (feeMax === null) return L('fee.above', { feeMin: formatRs(feeMin) });
  return `${formatRs(feeMin)} – ${formatRs(feeMax)}`;
}

/** The select's options; a range shared in a link that is not one of the bands is offered too. */
export function feeRangeOptions(current: FeeRange): { value: string; label: string }[] {
  const ranges = [{ feeMin: null, feeMax: null }, ...BANDS];
  if (!ranges.some((r) => feeRangeKey(r) === feeRangeKey(current))) ranges.push(current);
  return ranges.map((range) => ({ value: feeRangeKey(range), label: feeRangeLabel(range) }));
}

export function parseFeeRangeKey(key: string | null): FeeRange {
  const match = key ? /^(\d*)-(\d*)$/.exec(key) : null;
  if (!match) return { feeMin: null, feeMax: null };
  return { feeMin: match[1] ? Number(match[1]) : null, feeMax: match[2] ? Number(match[2]) : null };
}
