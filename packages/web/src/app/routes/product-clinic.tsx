import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import * as productsContent from '@/content/products';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { PlansTable } from '@/features/marketing/components/plans-table';
import { PricingTeaser } from '@/features/marketing/components/pricing-teaser';
import { ProductIntro } from '@/features/marketing/components/product-intro';
import { useScrollToSection } from '@/features/marketing/lib/use-scroll-to-section';
import { useContent, useT } from '@/lib/i18n/language-context';
import { pagesCatalogue } from './i18n/en';

const PACKAGES_SECTION = 'packages';

/** /products/clinicmanagement; with ?packages=true it opens at the packages. */
export default function ProductClinicRoute() {
  const { clinicProduct } = useContent(productsContent, 'products');
  const t = useT(pagesCatalogue);
  const [params] = useSearchParams();
  useScrollToSection(PACKAGES_SECTION, params.get('packages') === 'true');

  return (
    <>
      <ProductIntro
        product={clinicProduct}
        primary={{ label: t('product.seePlans'), to: paths.products.clinicPackages }}
        secondary={{ label: t('clinic.login'), to: paths.login.clinic }}
        featuresTitle={t('clinic.title')}
      />
      <PlansTable id={PACKAGES_SECTION} titleKey="packages" />
      <PricingTeaser id="starting-prices" />
      <CtaBand
        title={t('clinic.ctaTitle')}
        text={t('clinic.ctaText')}
        primary={{ label: t('clinic.signUp'), to: paths.signup.default }}
      />
    </>
  );
}
