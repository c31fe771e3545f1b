import { isLanguageLoaded } from '@/lib/i18n/translations';
import type { Language } from '@/lib/i18n/languages';

/** Loads a language's catalogues, content and font (English is always there). */
export async function loadLanguage(language: Language): Promise<void> {
  if (isLanguageLoaded(language)) return;
  if (language === 'ur') await import('./urdu');
}
