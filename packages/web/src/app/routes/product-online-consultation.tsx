import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { onlineConsultation } from '@/content/products';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { PageHero } from '@/features/marketing/components/page-hero';
import { Section } from '@/features/marketing/components/section';

/** /products/doctor, labelled Online Consultation. */
export default function ProductOnlineConsultationRoute() {
  return (
    <>
      <PageHero eyebrow={onlineConsultation.eyebrow} title={onlineConsultation.title} lead={onlineConsultation.lead}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1.5rem' }}>
          <Button component={Link} to={paths.doctorsSearchOnline} size="md">
            Find a doctor online
          </Button>
          <Button component={Link} to={paths.login.doctor} size="md" variant="outline">
            Doctor login
          </Button>
        </div>
      </PageHero>
      <Section id="how-it-works" title="How it works">
        <FeatureGrid items={[...onlineConsultation.steps]} />
      </Section>
      <Section id="benefits" title="Why patients choose SehatLink" tone="tinted">
        <FeatureGrid items={[...onlineConsultation.benefits]} />
      </Section>
      <CtaBand
        title="Are you a doctor?"
        text="Consult patients from anywhere in Pakistan. Set your own fees and hours; we handle payments and reminders."
        primary={{ label: 'Doctor login', to: paths.login.doctor }}
      />
    </>
  );
}
