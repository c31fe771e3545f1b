import { paths } from '@/config/paths';
import { pharmacyProduct } from '@/content/products';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { PharmacyPackages } from '@/features/marketing/components/pharmacy-packages';
import { ProductIntro } from '@/features/marketing/components/product-intro';
import { Section } from '@/features/marketing/components/section';

export default function ProductPharmacyRoute() {
  return (
    <>
      <ProductIntro
        product={pharmacyProduct}
        primary={{ label: 'Sign up your pharmacy', to: paths.signup.pharmacy }}
        secondary={{ label: 'Pharmacy login', to: paths.login.pharmacy }}
        featuresTitle="Everything behind the counter"
      />
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
