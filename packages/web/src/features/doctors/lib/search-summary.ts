import { Gender } from '@ehp/api-types';
import * as citiesContent from '@/content/cities';
import { ALL_CITIES_OPTION } from '@/content/cities';
import * as conditionsContent from '@/content/conditions';
import * as specialitiesContent from '@/content/specialities';
import { formatRs } from '@/lib/format-currency';
import type { FinderState } from './finder-params';
import { currentPageLanguage, joinList, pageContent, pageTranslator } from '@/lib/i18n/translations';
import { doctorsSearchCatalogue } from '../i18n/search.en';

const L = pageTranslator(doctorsSearchCatalogue);

/** 'an Oncologist', 'an ENT Specialist', but 'a Urologist' (said "yoo"). */
const article = (word: string) => (/^[aeio]/i.test(word) ? 'an' : 'a');

function feeText({ feeMin, feeMax }: FinderState): string | null {
  if (feeMin !== null && feeMax !== null) return `fee ${formatRs(feeMin)} – ${formatRs(feeMax)}`;
  if (feeMax !== null) return L('summary.feeUpTo', { feeMax: formatRs(feeMax) });
  if (feeMin !== null) return L('summary.feeFrom', { feeMin: formatRs(feeMin) });
  return null;
}

type Labels = Readonly<Record<string, string>> | undefined;
/** A name the API uses (speciality, city, condition) as the translated content labels it. */
function labelled<T>(english: T, module: string, labels: string, name: string): string {
  const table = (pageContent(english, module) as Record<string, unknown>)[labels] as Labels;
  return table?.[name] ?? name;
}

/** The same summary in a translation, whose grammar is not English (no articles, its own order). */
function describeTranslated(state: FinderState): string {
  const kind = state.speciality
    ? labelled(specialitiesContent, 'specialities', 'specialityLabels', state.speciality)
    : L('summary.doctor');
  const gender = state.gender === Gender.female ? L('female') : state.gender === Gender.male ? L('male') : null;
  const gendered = gender ? L('summary.gendered', { gender, kind }) : kind;
  const who = state.q ? L('summary.named', { who: gendered, q: state.q }) : gendered;
  const how = state.online ? L('summary.online') : L('summary.clinic');
  const city = labelled(citiesContent, 'cities', 'cityLabels', state.city);
  const where =
    state.city === ALL_CITIES_OPTION
      ? state.online
        ? L('summary.anywhere')
        : L('summary.anyCity')
      : L('summary.in', { city });
  const fee =
    state.feeMin !== null && state.feeMax !== null
      ? L('summary.feeRange', { min: formatRs(state.feeMin), max: formatRs(state.feeMax) })
      : feeText(state);
  const extras = [
    state.condition &&
      L('summary.for', { condition: labelled(conditionsContent, 'conditions', 'conditionLabels', state.condition) }),
    state.language && L('summary.speaks', { language: state.language }),
    fee,
    state.available === 'today' && L('summary.today'),
    state.available === 'week' && L('summary.week'),
  ].filter((extra): extra is string => Boolean(extra));
  return joinList([`${who} ${how}`, where, ...extras]);
}

/** 'a female Cardiologist for an online consultation, anywhere in Pakistan, for Heart disease, free today' */
export function describeSearch(state: FinderState): string {
  if (currentPageLanguage() !== 'en') return describeTranslated(state);
  const kind = state.speciality ?? 'doctor';
  const described = state.gender ? `${state.gender} ${kind}` : kind;
  const who = `${article(described)} ${described}`;
  const named = state.q ? ` matching "${state.q}"` : '';
  const how = state.online ? L('summary.online') : L('summary.clinic');
  const where =
    state.city === ALL_CITIES_OPTION
      ? state.online
        ? L('summary.anywhere')
        : L('summary.anyCity')
      : `in ${state.city}`;
  const extras = [
    state.condition && `for ${state.condition}`,
    state.language && L('summary.speaks', { language: state.language }),
    feeText(state),
    state.available === 'today' && L('summary.today'),
    state.available === 'week' && L('summary.week'),
  ].filter((extra): extra is string => Boolean(extra));
  return [`${who}${named} ${how}`, where, ...extras].join(', ');
}
