import { Link } from 'react-router-dom';
import { HiddenRuns } from '@/components/hidden-runs';
import { ArrowRightIcon } from '@/components/icons';
import * as servicesContent from '@/content/services';
import { Section } from './section';
import classes from './section.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { marketingCatalogue } from '../i18n/en';

export function ServicesList() {
  const { services } = useContent(servicesContent, 'services');
  const t = useT(marketingCatalogue);
  return (
    <Section id="services" title={t('services.title')} intro={t('services.intro')}>
      <ul className={classes.grid} style={{ ['--grid-min' as string]: '20rem' }}>
        {services.map((service) => (
          <li key={service.id} className={classes.card}>
            <h3 className={classes.cardTitle}>{service.title}</h3>
            <p className={classes.cardText}>{service.text}</p>
            {/* The service name is part of the link text (not only an aria-label) so crawlers see descriptive links. */}
            <Link to={service.link} className={classes.more}>
              <HiddenRuns text={t('services.more', { service: service.title })} />
              <ArrowRightIcon width={16} height={16} />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
