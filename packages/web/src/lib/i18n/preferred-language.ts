import { languages, type Language } from './languages';

const KEY = 'ehp.language';

/** The language the visitor last chose with the switch, if any. */
export function readPreferredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(KEY);
    return languages.find((language) => language === stored) ?? null;
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
