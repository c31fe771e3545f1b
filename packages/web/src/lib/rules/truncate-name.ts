import { NAME_TRUNCATE_LENGTH } from '@/config/constants';

export const ELLIPSIS = '…';

/** Header user name: the first 12 characters plus an ellipsis when longer. */
export function truncateName(name: string | null | undefined, max: number = NAME_TRUNCATE_LENGTH): string {
  if (!name) return '';
  const chars = Array.from(name);
  return chars.length > max ? chars.slice(0, max).join('') + ELLIPSIS : name;
}
