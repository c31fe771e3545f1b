import { ALL_CITIES_OPTION } from '@/content/cities';
import { formatRs } from '@/lib/format-currency';
import type { FinderState } from './finder-params';

/** 'an Oncologist', 'an ENT Specialist', but 'a Urologist' (said "yoo"). */
const article = (word: string) => (/^[aeio]/i.test(word) ? 'an' : 'a');

function feeText({ feeMin, feeMax }: FinderState): string | null {
  if (feeMin !== null && feeMax !== null) return `fee ${formatRs(feeMin)} – ${formatRs(feeMax)}`;
  if (feeMax !== null) return `fee up to ${formatRs(feeMax)}`;
  if (feeMin !== null) return `fee from ${formatRs(feeMin)}`;
  return null;
}

/** 'a female Cardiologist for an online consultation, anywhere in Pakistan, for Heart disease, free today' */
export function describeSearch(state: FinderState): string {
  const kind = state.speciality ?? 'doctor';
  const described = state.gender ? `${state.gender} ${kind}` : kind;
  const who = `${article(described)} ${described}`;
  const named = state.q ? ` matching "${state.q}"` : '';
  const how = state.online ? 'for an online consultation' : 'for an in-clinic visit';
  const where =
    state.city === ALL_CITIES_OPTION ? (state.online ? 'anywhere in Pakistan' : 'in any city') : `in ${state.city}`;
  const extras = [
    state.condition && `for ${state.condition}`,
    state.language && `who speaks ${state.language}`,
    feeText(state),
    state.available === 'today' && 'free today',
    state.available === 'week' && 'free this week',
  ].filter(Boolean);
  return [`${who}${named} ${how}`, where, ...extras].join(', ');
}
