import { paths } from '@/config/paths';
import { pharmacyProduct } from '@/content/products';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { HeroActions, PageHero } from '@/features/marketing/components/page-hero';
import { PharmacyPackages } from '@/features/marketing/components/pharmacy-packages';
import { Section } from '@/features/marketing/components/section';

export default function ProductPharmacyRoute() {
  return (
    <>
      <PageHero eyebrow={pharmacyProduct.eyebrow} title={pharmacyProduct.title} lead={pharmacyProduct.lead}>
        <HeroActions
          primary={{ label: 'Sign up your pharmacy', to: paths.signup.pharmacy }}
          secondary={{ label: 'Pharmacy login', to: paths.login.pharmacy }}
        />
      </PageHero>
      <Section id="features" title="Everything behind the counter">
        <FeatureGrid items={[...pharmacyProduct.features]} />
      </Section>
      <Section
        id="packages"
        title="Subscription packages"
        tone="tinted"
        intro="Prices in Pakistani rupees. Every package includes digital invoices, digital record keeping and free onboarding for your staff."
      >
        <PharmacyPackages />
      </Section>
      <CtaBand
        title="Bring your pharmacy online this week"
        text="We import your existing stock list and train your counter staff at no extra cost."
        primary={{ label: 'Sign up your pharmacy', to: paths.signup.pharmacy }}
      />
    </>
  );
}
