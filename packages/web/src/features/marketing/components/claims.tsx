import * as servicesContent from '@/content/services';
import classes from './claims.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { marketingCatalogue } from '../i18n/en';

/** The marketing numbers. */
export function Claims() {
  const { claims } = useContent(servicesContent, 'services');
  const t = useT(marketingCatalogue);
  return (
    <section className={classes.band} aria-label={t('stats')}>
      <ul className={classes.list}>
        {claims.map((claim) => (
          <li key={claim.id} className={classes.item}>
            <span className={classes.value}>{claim.value}</span>
            <span className={classes.label}>{claim.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
