import { Badge, Button } from '@mantine/core';
import type { components } from '@ehp/api-types';
import { Link } from 'react-router-dom';
import { CheckIcon } from '@/components/icons';
import { formatRs } from '@/lib/format-currency';
import classes from './section.module.css';
import pricing from './pricing.module.css';
import { useT } from '@/lib/i18n/language-context';
import { marketingCatalogue } from '../i18n/en';

type PricingCard = components['schemas']['PricingCard'];

const periodLabel: Record<`${PricingCard['package_duration']}`, string> = {
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
};

/** One subscription package from the API (the contract's PricingCard). */
export function PackageCard({ pkg, subscribeTo }: { pkg: PricingCard; subscribeTo: string }) {
  const t = useT(marketingCatalogue);
  return (
    <li className={`${classes.card} ${pricing.card}`}>
      <h3 className={classes.cardTitle}>{pkg.package_name}</h3>
      <p className={classes.cardText}>{pkg.title}</p>
      <p className={pricing.price}>
        {formatRs(pkg.package_amount)}
        <span className={pricing.period}> / {periodLabel[pkg.package_duration]}</span>
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
