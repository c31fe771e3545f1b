import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { clinicProduct } from '@/content/products';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { PlansTable } from '@/features/marketing/components/plans-table';
import { PricingTeaser } from '@/features/marketing/components/pricing-teaser';
import { ProductIntro } from '@/features/marketing/components/product-intro';
import { useScrollToSection } from '@/features/marketing/lib/use-scroll-to-section';

const PACKAGES_SECTION = 'packages';

/** /products/clinicmanagement; with ?packages=true it opens at the packages. */
export default function ProductClinicRoute() {
  const [params] = useSearchParams();
  useScrollToSection(PACKAGES_SECTION, params.get('packages') === 'true');

  return (
    <>
      <ProductIntro
        product={clinicProduct}
        primary={{ label: 'See packages', to: paths.products.clinicPackages }}
        secondary={{ label: 'Clinic login', to: paths.login.clinic }}
        featuresTitle="Built around a clinic's day"
      />
      <PlansTable id={PACKAGES_SECTION} title="Packages" />
      <PricingTeaser id="starting-prices" />
      <CtaBand
        title="Ready to go paperless?"
        text="Most clinics are live on the day they sign up. Our team sets up your doctors, fees and schedules for you."
        primary={{ label: 'Sign up your clinic', to: paths.signup.default }}
      />
    </>
  );
}
