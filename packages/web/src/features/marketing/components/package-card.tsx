import { Badge, Button } from '@mantine/core';
import type { components } from '@ehp/api-types';
import { Link } from 'react-router-dom';
import { CheckIcon } from '@/components/icons';
import { formatRs } from '@/lib/format-currency';
import classes from './section.module.css';
import pricing from './pricing.module.css';
import { useT } from '@/lib/i18n/language-context';
import { marketingCatalogue } from '../i18n/en';
import { rich } from '@/lib/i18n/translations';

type PricingCard = components['schemas']['PricingCard'];

/** The price with its period, per the contract's package_duration. */
const PRICE_KEY = { monthly: 'pricing.month', quarterly: 'pricing.quarter', yearly: 'pricing.year' } as const;

/** One subscription package from the API (the contract's PricingCard). */
export function PackageCard({ pkg, subscribeTo }: { pkg: PricingCard; subscribeTo: string }) {
  const t = useT(marketingCatalogue);
  return (
    <li className={`${classes.card} ${pricing.card}`}>
      <h3 className={classes.cardTitle}>{pkg.package_name}</h3>
      <p className={classes.cardText}>{pkg.title}</p>
      <p className={pricing.price}>
        {rich(t(PRICE_KEY[pkg.package_duration], { price: formatRs(pkg.package_amount) }), {
          period: (text) => <span className={pricing.period}>{text}</span>,
        })}
      </p>
      {pkg.package_discount > 0 && (
        <Badge variant="light" color="brand" size="lg" className={pricing.badge}>
          {t('save', { amount: formatRs(pkg.package_discount) })}
        </Badge>
      )}
      <ul className={classes.checks}>
        {pkg.all_sub.map((feature) => (
          <li key={feature.id}>
            <CheckIcon width={16} height={16} />
            {feature.description}
          </li>
        ))}
      </ul>
      {pkg.is_btn && (
        <Button
          component={Link}
          to={subscribeTo}
          mt="auto"
          aria-label={t('subscribe.aria', { package_name: pkg.package_name })}
        >
          {t('subscribe')}
        </Button>
      )}
    </li>
  );
}
