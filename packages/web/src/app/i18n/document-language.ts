import {
  languageDirection,
  languageOfPath,
  pathInLanguage,
  withoutLanguage,
  type Language,
} from '@/lib/i18n/languages';
import { rememberLanguage, takeExpectedReturn } from '@/lib/i18n/preferred-language';
import { setPageLanguage } from '@/lib/i18n/translations';

/**
 * The language of the page being opened (main.tsx): the URL's, always. A remembered Urdu choice
 * never redirects an English link; English pages only suggest Urdu (LanguageSuggestion). The one
 * exception is a return the page itself arranged (the payment gateway sends the payer back to the
 * English checkout URL, expectReturn): that return opens once in the language the payer left in;
 * returns null then, as the document is being replaced. Opening an Urdu page remembers Urdu.
 * Sets <html lang dir> for pages rendered here.
 */
export function startLanguage(location: Location): Language | null {
  const language = languageOfPath(location.pathname);
  const returning = language === 'en' ? takeExpectedReturn(location.pathname) : null;
  if (returning && returning !== language) {
    const path = withoutLanguage(location.pathname) + location.search + location.hash;
    location.replace(pathInLanguage(path, returning));
    return null;
  }
  if (language !== 'en') rememberLanguage(language);
  setPageLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection[language];
  return language;
}
