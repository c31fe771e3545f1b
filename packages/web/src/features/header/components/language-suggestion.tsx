import { CloseButton } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { useT } from '@/lib/i18n/language-context';
import { languageInvitation, pathInLanguage, type Language } from '@/lib/i18n/languages';
import { dismissSuggestion } from '@/lib/i18n/preferred-language';
import { headerCatalogue } from '../i18n/en';
import classes from './language-suggestion.module.css';

type Props = { language: Language; onDismiss: () => void };

/**
 * On an English page, for a visitor who chose Urdu before: a link to this page in Urdu, in Urdu and
 * in English. Never a redirect; dismissed, it does not come back for that choice.
 */
export default function LanguageSuggestion({ language, onDismiss }: Props) {
  const t = useT(headerCatalogue);
  const { pathname, search, hash } = useLocation();
  return (
    <aside className={classes.banner} aria-label={t('languageSuggestion')} data-testid="language-suggestion">
      <a href={pathInLanguage(pathname + search + hash, language)} hrefLang={language} className={classes.link}>
        <span lang={language} dir="auto" className={classes.invitation}>
          {languageInvitation[language]}
        </span>
        <span className={classes.translation}>{t('readThisPageInUrdu')}</span>
      </a>
      <CloseButton
        size="lg"
        className={classes.close}
        aria-label={t('dismissLanguageSuggestion')}
        onClick={() => {
          dismissSuggestion(language);
          onDismiss();
        }}
      />
    </aside>
  );
}
