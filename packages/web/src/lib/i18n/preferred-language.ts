import { languages, type Language } from './languages';

const KEY = 'ehp.language';
/** The language whose suggestion the visitor dismissed (features/header, LanguageSuggestion). */
export const DISMISSED_SUGGESTION_KEY = 'ehp.language-suggestion-dismissed';
/** A return the page arranged (expect-return.ts): { pathname, language } in sessionStorage. */
export const RETURN_KEY = 'ehp.return-language';

const isLanguage = (value: string | null): Language | null => languages.find((language) => language === value) ?? null;

/** The language the visitor last chose (the switch, or an opened Urdu page), if any. */
export function readPreferredLanguage(): Language | null {
  try {
    return isLanguage(window.localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    // Storage blocked (private mode): the URL still carries the language.
  }
}

/**
 * The language an English page suggests in its banner (never a redirect): the remembered one,
 * unless the visitor dismissed the suggestion of that very choice.
 */
export function suggestedLanguage(pageLanguage: Language): Language | null {
  const preferred = readPreferredLanguage();
  if (!preferred || preferred === pageLanguage) return null;
  try {
    if (window.localStorage.getItem(DISMISSED_SUGGESTION_KEY) === preferred) return null;
  } catch {
    return null;
  }
  return preferred;
}

/** The language of an expected return to this English path, consumed (null when none). */
export function takeExpectedReturn(pathname: string): Language | null {
  try {
    const stored = window.sessionStorage.getItem(RETURN_KEY);
    if (!stored) return null;
    window.sessionStorage.removeItem(RETURN_KEY);
    const parsed = JSON.parse(stored) as { pathname?: unknown; language?: unknown };
    if (parsed.pathname !== pathname || typeof parsed.language !== 'string') return null;
    return isLanguage(parsed.language);
  } catch {
    return null;
  }
}
