import '@mantine/core/styles/CloseButton.css';
import { CloseButton } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { useT } from '@/lib/i18n/language-context';
import { pathInLanguage, type Language } from '@/lib/i18n/languages';
import { DISMISSED_SUGGESTION_KEY } from '@/lib/i18n/preferred-language';
import { headerSuggestionCatalogue } from '../i18n/suggestion.en';
import classes from './language-suggestion.module.css';

/** The invitation in Urdu itself, whatever the page's language (like the switch's اردو). */
const URDU_INVITATION = 'یہ صفحہ اردو میں پڑھیں';

type Props = { language: Language; onDismiss: () => void };

function dismiss(language: Language): void {
  try {
    window.localStorage.setItem(DISMISSED_SUGGESTION_KEY, language);
  } catch {
    // Storage blocked: the banner is hidden for this page only.
  }
}

/**
 * On an English page, for a visitor who chose Urdu before: a link to this page in Urdu, in Urdu and
 * in English. Never a redirect; dismissed, it does not come back for that choice.
 */
export default function LanguageSuggestion({ language, onDismiss }: Props) {
  const t = useT(headerSuggestionCatalogue);
  const { pathname, search, hash } = useLocation();
  return (
    <aside className={classes.banner} aria-label={t('label')} data-testid="language-suggestion">
      <a href={pathInLanguage(pathname + search + hash, language)} hrefLang={language} className={classes.link}>
        <span lang="ur" dir="rtl" className={classes.invitation}>
          {URDU_INVITATION}
        </span>
        <span className={classes.translation}>{t('offer')}</span>
      </a>
      <CloseButton
        size="lg"
        className={classes.close}
        aria-label={t('dismiss')}
        onClick={() => {
          dismiss(language);
          onDismiss();
        }}
      />
    </aside>
  );
}
