import type { Language } from '@/lib/i18n/languages';
import { isLanguageLoaded, loadRestOfLanguage, wantsMoreOf } from '@/lib/i18n/translations';

/** Loads a language's catalogues, content and font (English is always there). */
export async function loadLanguage(language: Language): Promise<void> {
  if (!isLanguageLoaded(language) && language === 'ur') await import('./urdu');
  // The server renders any page at once: it has every namespace from the start.
  if (import.meta.env.SSR) await loadRestOfLanguage(language);
}

/**
 * Before a page renders: its language, and the namespaces its rule modules read outside React
 * (pageTranslator) if they are not there yet. Components' own namespaces suspend in useT.
 */
export async function loadPageLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (wantsMoreOf(language)) await loadRestOfLanguage(language);
}
