import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import * as companyContent from '@/content/company';
import classes from './logo.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { commonCatalogue } from './i18n/en';

/** The SehatLink mark and word mark, linking home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { company } = useContent(companyContent, 'company');
  const t = useT(commonCatalogue);
  return (
    <Link
      to={paths.home}
      className={classes.logo}
      data-inverted={inverted || undefined}
      aria-label={t('logo.home', { name: company.name })}
    >
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true">
        <rect width="34" height="34" rx="9" fill="#0a7870" />
        <path d="M14 7h6v7h7v6h-7v7h-6v-7H7v-6h7z" fill="#fff" />
        <circle cx="26" cy="8" r="3" fill="#98d9d2" />
      </svg>
      <span className={classes.word}>
        <span>{t('logo.sehat')}</span>
        <span className={classes.accent}>{t('link')}</span>
      </span>
    </Link>
  );
}
