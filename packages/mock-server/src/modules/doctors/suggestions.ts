import { commonConditions, DoctorSuggestionKind, type components } from '@ehp/api-types';
import type { StoreData } from '../../store/types.ts';
import { directoryDoctors } from './profile.ts';
import { CONDITION_SYNONYMS, SPECIALITY_SYNONYMS } from './search-synonyms.ts';

type Suggestion = components['schemas']['DoctorSuggestion'];

/** The contract's ceiling, and how many of each kind may take part of it. */
export const MAX_SUGGESTIONS = 8;
const MAX_OF_KIND = { speciality: 4, condition: 3, doctor: 4 } as const;

/**
 * One spelling for matching: any case, Urdu diacritics (zer, zabar, pesh...) dropped, Arabic
 * letter forms folded into Urdu's (ي ى -> ی, ك -> ک, ه ة -> ہ), spaces collapsed.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u200c\u200d]/g, '')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[هة]/g, 'ہ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 0: the whole term, 1: its start, 2: the start of a later word; null: no match. */
function rank(term: string, q: string): number | null {
  const t = normalize(term);
  if (t === q) return 0;
  if (t.startsWith(q)) return 1;
  if (t.includes(` ${q}`)) return 2;
  return null;
}

type Candidate = { name: string; score: number; matched?: string };

/** The best match among a name (scored as is) and its synonyms (a shade below an equal name match). */
function best(name: string, synonyms: readonly string[], q: string): Candidate | null {
  let found: Candidate | null = null;
  const own = rank(name, q);
  if (own !== null) found = { name, score: own * 2 };
  for (const word of synonyms) {
    const r = rank(word, q);
    if (r !== null && (found === null || r * 2 + 1 < found.score)) found = { name, score: r * 2 + 1, matched: word };
  }
  return found;
}

const byScore = (a: Candidate, b: Candidate) => a.score - b.score;

const withoutTitle = (name: string) => name.replace(/^\s*dr\b\.?\s*/i, '');

/** Every word typed starts a word of the doctor's name (title aside): "imr qur" finds Dr. Imran Qureshi. */
function nameMatches(name: string, q: string): boolean {
  const words = normalize(withoutTitle(name)).split(' ');
  const typed = normalize(withoutTitle(q)).split(' ').filter(Boolean);
  return typed.length > 0 && typed.every((part) => words.some((word) => word.startsWith(part)));
}

/** GET /api/doctors/suggestions: specialities, then conditions, then doctors, at most 8. */
export function suggest(data: StoreData, typed: string): Suggestion[] {
  const q = normalize(typed);
  if (!q) return [];
  const doctors = directoryDoctors(data);
  const specialityNames = [...new Set(doctors.flatMap((d) => d.profile.specialities))].sort();

  const specialities = specialityNames
    .map((name) => best(name, SPECIALITY_SYNONYMS[name] ?? [], q))
    .filter((c): c is Candidate => c !== null)
    .sort(byScore)
    .slice(0, MAX_OF_KIND.speciality)
    .map((c): Suggestion => ({
      kind: DoctorSuggestionKind.speciality,
      name: c.name,
      ...(c.matched && { matched: c.matched }),
    }));

  const conditions = commonConditions
    .map((name) => best(name, CONDITION_SYNONYMS[name] ?? [], q))
    .filter((c): c is Candidate => c !== null)
    .sort(byScore)
    .slice(0, MAX_OF_KIND.condition)
    .map((c): Suggestion => ({
      kind: DoctorSuggestionKind.condition,
      name: c.name,
      ...(c.matched && { matched: c.matched }),
    }));

  const named = doctors
    .filter((d) => nameMatches(d.name, typed))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .slice(0, MAX_OF_KIND.doctor)
    .map((d): Suggestion => ({
      kind: DoctorSuggestionKind.doctor,
      name: d.name,
      pmdc: d.pmdc,
      specialities: d.profile.specialities,
    }));

  return [...specialities, ...conditions, ...named].slice(0, MAX_SUGGESTIONS);
}
