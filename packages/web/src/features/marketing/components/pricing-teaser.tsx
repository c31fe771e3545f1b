import { Badge } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons';
import { BILLING_PERIOD, startingPrices } from '@/content/pricing';
import { formatRs } from '@/lib/format-currency';
import { Section } from './section';
import classes from './section.module.css';
import pricing from './pricing.module.css';

export function PricingTeaser({ id = 'pricing' }: { id?: string }) {
  return (
    <Section
      id={id}
      title="Simple monthly pricing"
      intro="No setup fee and no long contract. Start small and move up a plan as you grow."
    >
      <ul className={classes.grid}>
        {startingPrices.map((item) => (
          <li key={item.id} className={`${classes.card} ${pricing.card}`}>
            <h3 className={classes.cardTitle}>{item.product}</h3>
            <p className={pricing.from}>Starting from</p>
            <p className={pricing.price}>
              {formatRs(item.price)}
              <span className={pricing.period}> / month</span>
            </p>
            <Badge variant="light" color="brand" size="lg" className={pricing.badge}>
              Save {formatRs(item.discount)}
            </Badge>
            <p className={classes.cardText}>Prices in Pakistani rupees, {BILLING_PERIOD}.</p>
            <Link to={item.link} className={classes.more}>
              See packages<span className="visually-hidden"> for {item.product}</span>{' '}
              <ArrowRightIcon width={16} height={16} />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
