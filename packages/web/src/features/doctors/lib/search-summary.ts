import { ALL_CITIES_OPTION } from '@/content/cities';
import { formatRs } from '@/lib/format-currency';
import type { FinderState } from './finder-params';
import { pageTranslator } from '@/lib/i18n/translations';
import { doctorsCatalogue } from '../i18n/en';

const L = pageTranslator(doctorsCatalogue);

/** 'an Oncologist', 'an ENT Specialist', but 'a Urologist' (said "yoo"). */
const article = (word: string) => (/^[aeio]/i.test(word) ? 'an' : 'a');

function feeText({ feeMin, feeMax }: FinderState): string | null {
  if (feeMin !== null && feeMax !== null) return `fee ${formatRs(feeMin)} – ${formatRs(feeMax)}`;
  if (feeMax !== null) return L('feeUpTo', { feeMax: formatRs(feeMax) });
  if (feeMin !== null) return L('feeFrom', { feeMin: formatRs(feeMin) });
  return null;
}

/** 'a female Cardiologist for an online consultation, anywhere in Pakistan, for Heart disease, free today' */
export function describeSearch(state: FinderState): string {
  const kind = state.speciality ?? 'doctor';
  const described = state.gender ? `${state.gender} ${kind}` : kind;
  const who = `${article(described)} ${described}`;
  const named = state.q ? ` matching "${state.q}"` : '';
  const how = state.online ? L('forAnOnlineConsultation') : L('forAnInClinicVisit');
  const where =
    state.city === ALL_CITIES_OPTION ? (state.online ? L('anywhereInPakistan') : L('inAnyCity')) : `in ${state.city}`;
  const extras = [
    state.condition && `for ${state.condition}`,
    state.language && L('whoSpeaks', { language: state.language }),
    feeText(state),
    state.available === 'today' && L('freeToday'),
    state.available === 'week' && L('freeThisWeek'),
  ].filter(Boolean);
  return [`${who}${named} ${how}`, where, ...extras].join(', ');
}
