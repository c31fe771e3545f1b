import { Badge } from '@mantine/core';
import { Link } from 'react-router-dom';
import { HiddenRuns } from '@/components/hidden-runs';
import { ArrowRightIcon } from '@/components/icons';
import * as pricingContent from '@/content/pricing';
import { formatRs } from '@/lib/format-currency';
import { Section } from './section';
import classes from './section.module.css';
import pricing from './pricing.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { marketingCatalogue } from '../i18n/en';
import { rich } from '@/lib/i18n/translations';

export function PricingTeaser({ id = 'pricing' }: { id?: string }) {
  const { BILLING_PERIOD, startingPrices } = useContent(pricingContent, 'pricing');
  const t = useT(marketingCatalogue);
  return (
    <Section id={id} title={t('pricing')} intro={t('pricing.terms')}>
      <ul className={classes.grid}>
        {startingPrices.map((item) => (
          <li key={item.id} className={`${classes.card} ${pricing.card}`}>
            <h3 className={classes.cardTitle}>{item.product}</h3>
            <p className={pricing.from}>{t('pricing.from')}</p>
            <p className={pricing.price}>
              {rich(t('pricing.month', { price: formatRs(item.price) }), {
                period: (text) => <span className={pricing.period}>{text}</span>,
              })}
            </p>
            <Badge variant="light" color="brand" size="lg" className={pricing.badge}>
              {t('save', { amount: formatRs(item.discount) })}
            </Badge>
            <p className={classes.cardText}>{t('pricing.currency', { period: BILLING_PERIOD })}</p>
            <Link to={item.link} className={classes.more}>
              <HiddenRuns text={t('packages.see', { product: item.product })} />
              <ArrowRightIcon width={16} height={16} />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
