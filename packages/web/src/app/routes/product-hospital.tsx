import { paths } from '@/config/paths';
import { hospitalProduct } from '@/content/products';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { HeroActions, PageHero } from '@/features/marketing/components/page-hero';
import { PlansTable } from '@/features/marketing/components/plans-table';
import { PricingTeaser } from '@/features/marketing/components/pricing-teaser';
import { Section } from '@/features/marketing/components/section';

export default function ProductHospitalRoute() {
  return (
    <>
      <PageHero eyebrow={hospitalProduct.eyebrow} title={hospitalProduct.title} lead={hospitalProduct.lead}>
        <HeroActions
          primary={{ label: 'Sign up your hospital', to: paths.signup.hospital }}
          secondary={{ label: 'Hospital login', to: paths.login.hospital }}
        />
      </PageHero>
      <Section id="features" title="One system from admission to discharge">
        <FeatureGrid items={[...hospitalProduct.features]} />
      </Section>
      <PricingTeaser id="pricing" />
      <PlansTable id="plans" />
      <CtaBand
        title="Plan your hospital's move to digital"
        text="Our implementation team maps your departments, wards and panels and trains every shift before go-live."
        primary={{ label: 'Sign up your hospital', to: paths.signup.hospital }}
      />
    </>
  );
}
