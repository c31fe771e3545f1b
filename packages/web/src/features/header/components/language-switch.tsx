import { useLocation } from 'react-router-dom';
import { useLanguage, useT } from '@/lib/i18n/language-context';
import { languageName, languages, pathInLanguage } from '@/lib/i18n/languages';
import { rememberLanguage } from '@/lib/i18n/preferred-language';
import { headerCatalogue } from '../i18n/en';
import classes from './language-switch.module.css';

/**
 * English | اردو: a link to the same page (query and hash kept) in the other language. A full page
 * load, so the new page arrives with its own <html lang dir>, catalogue and font; the choice is
 * remembered: English pages then suggest it (LanguageSuggestion), never redirect. Each name carries
 * its lang; the separator sits between them in either direction.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT(headerCatalogue);
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  return (
    <ul aria-label={t('language')} className={`${classes.switch} ${className ?? ''}`}>
      {languages.map((each) => (
        <li key={each} className={classes.item}>
          {each === language ? (
            <span className={classes.current} aria-current="true" lang={each} dir="auto">
              {languageName[each]}
            </span>
          ) : (
            <a
              href={pathInLanguage(pathname + search + hash, each)}
              hrefLang={each}
              className={classes.link}
              lang={each}
              dir="auto"
              onClick={() => rememberLanguage(each)}
            >
              {languageName[each]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
