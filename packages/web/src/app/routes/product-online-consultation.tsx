import { paths } from '@/config/paths';
import { onlineConsultation } from '@/content/products';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { HeroActions, PageHero } from '@/features/marketing/components/page-hero';
import { Section } from '@/features/marketing/components/section';

/** /products/doctor, labelled Online Consultation. */
export default function ProductOnlineConsultationRoute() {
  return (
    <>
      <PageHero eyebrow={onlineConsultation.eyebrow} title={onlineConsultation.title} lead={onlineConsultation.lead}>
        <HeroActions
          primary={{ label: 'Find a doctor online', to: paths.doctorsSearchOnline }}
          secondary={{ label: 'Doctor login', to: paths.login.doctor }}
        />
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
