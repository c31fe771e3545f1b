import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hospitalProduct } from '@/content/products';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { PageHero } from '@/features/marketing/components/page-hero';
import { PlansTable } from '@/features/marketing/components/plans-table';
import { PricingTeaser } from '@/features/marketing/components/pricing-teaser';
import { Section } from '@/features/marketing/components/section';

export default function ProductHospitalRoute() {
  return (
    <>
      <PageHero eyebrow={hospitalProduct.eyebrow} title={hospitalProduct.title} lead={hospitalProduct.lead}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1.5rem' }}>
          <Button component={Link} to={paths.signup.hospital} size="md">
            Sign up your hospital
          </Button>
          <Button component={Link} to={paths.login.hospital} size="md" variant="outline">
            Hospital login
          </Button>
        </div>
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
