import { Link } from 'react-router-dom';
import { ArrowRightIcon, CheckIcon } from '@/components/icons';
import * as servicesContent from '@/content/services';
import { Section } from './section';
import classes from './section.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { marketingCatalogue } from '../i18n/en';

export function ProductCards() {
  const { productCards } = useContent(servicesContent, 'services');
  const t = useT(marketingCatalogue);
  return (
    <Section id="products" title={t('products')} tone="tinted" intro={t('products.intro')}>
      <ul className={classes.grid}>
        {productCards.map((card) => (
          <li key={card.id} className={classes.card}>
            <h3 className={classes.cardTitle}>{card.title}</h3>
            <p className={classes.cardText}>{card.text}</p>
            <ul className={classes.checks}>
              {card.points.map((point) => (
                <li key={point}>
                  <CheckIcon width={16} height={16} />
                  {point}
                </li>
              ))}
            </ul>
            <Link to={card.link} className={classes.more} aria-label={t('explore.aria', { title: card.title })}>
              {t('explore')} <ArrowRightIcon width={16} height={16} />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
