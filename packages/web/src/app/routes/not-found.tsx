import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageHero } from '@/features/marketing/components/page-hero';
import { useT } from '@/lib/i18n/language-context';
import { pagesCatalogue } from './i18n/en';

export default function NotFoundRoute() {
  const t = useT(pagesCatalogue);
  return (
    <PageHero eyebrow={t('notFound.code')} title={t('notFound.title')} lead={t('notFound.help')}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1.5rem', paddingBottom: '4rem' }}>
        <Button component={Link} to={paths.home}>
          {t('notFound.home')}
        </Button>
        <Button component={Link} to={paths.doctorsSearch} variant="outline">
          {t('notFound.doctor')}
        </Button>
        <Button component={Link} to={paths.contactUs} variant="subtle">
          {t('notFound.support')}
        </Button>
      </div>
    </PageHero>
  );
}
