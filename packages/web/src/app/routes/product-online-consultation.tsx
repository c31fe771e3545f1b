import { paths } from '@/config/paths';
import * as productsContent from '@/content/products';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { HeroActions, PageHero } from '@/features/marketing/components/page-hero';
import { Section } from '@/features/marketing/components/section';
import { useContent, useT } from '@/lib/i18n/language-context';
import { pagesCatalogue } from './i18n/en';

/** /products/doctor, labelled Online Consultation. */
export default function ProductOnlineConsultationRoute() {
  const { onlineConsultation } = useContent(productsContent, 'products');
  const t = useT(pagesCatalogue);
  return (
    <>
      <PageHero eyebrow={onlineConsultation.eyebrow} title={onlineConsultation.title} lead={onlineConsultation.lead}>
        <HeroActions
          primary={{ label: t('online.find'), to: paths.doctorsSearchOnline }}
          secondary={{ label: t('online.doctorLogin'), to: paths.login.doctor }}
        />
      </PageHero>
      <Section id="how-it-works" title={t('online.steps')}>
        <FeatureGrid items={[...onlineConsultation.steps]} />
      </Section>
      <Section id="benefits" title={t('online.why')} tone="tinted">
        <FeatureGrid items={[...onlineConsultation.benefits]} />
      </Section>
      <CtaBand
        title={t('online.doctorTitle')}
        text={t('online.doctorText')}
        primary={{ label: t('online.doctorLogin'), to: paths.login.doctor }}
      />
    </>
  );
}
