import {
  languageDirection,
  languageOfPath,
  pathInLanguage,
  withoutLanguage,
  type Language,
} from '@/lib/i18n/languages';
import { readPreferredLanguage, rememberLanguage } from '@/lib/i18n/preferred-language';
import { setPageLanguage } from '@/lib/i18n/translations';

/**
 * The language of the page being opened (main.tsx). A visitor who chose Urdu before and opens an
 * English URL (a bookmark, the payment gateway's return) is sent to the same page in Urdu: returns
 * null then, as the document is being replaced. Opening an Urdu page counts as choosing Urdu (so
 * the payment gateway's return to an English URL comes back in Urdu) until the switch says English.
 * Sets <html lang dir> for pages rendered here.
 */
export function startLanguage(location: Location): Language | null {
  const language = languageOfPath(location.pathname);
  const preferred = readPreferredLanguage();
  if (preferred && preferred !== language && language === 'en') {
    const path = withoutLanguage(location.pathname) + location.search + location.hash;
    location.replace(pathInLanguage(path, preferred));
    return null;
  }
  if (language !== 'en') rememberLanguage(language);
  setPageLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection[language];
  return language;
}
