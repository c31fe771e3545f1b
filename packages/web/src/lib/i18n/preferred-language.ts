import { languages, type Language } from './languages';

const KEY = 'ehp.language';
const DISMISSED_KEY = 'ehp.language-suggestion-dismissed';
const RETURN_KEY = 'ehp.return-language';

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
    if (window.localStorage.getItem(DISMISSED_KEY) === preferred) return null;
  } catch {
    return null;
  }
  return preferred;
}

/** The visitor closed the banner: that language is not suggested again. */
export function dismissSuggestion(language: Language): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, language);
  } catch {
    // Storage blocked: the banner is hidden for this page only.
  }
}

/**
 * Before leaving for a page that sends the visitor back to a fixed English URL (the payment
 * gateway), the page says which URL and language to come back in. Only that return, once, within
 * this tab, opens in the language the visitor left in.
 */
export function expectReturn(pathname: string, language: Language): void {
  try {
    window.sessionStorage.setItem(RETURN_KEY, JSON.stringify({ pathname, language }));
  } catch {
    // Storage blocked: the return opens in English, with the banner offering Urdu.
  }
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
