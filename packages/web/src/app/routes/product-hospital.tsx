import { paths } from '@/config/paths';
import * as productsContent from '@/content/products';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { PlansTable } from '@/features/marketing/components/plans-table';
import { PricingTeaser } from '@/features/marketing/components/pricing-teaser';
import { ProductIntro } from '@/features/marketing/components/product-intro';
import { useContent, useT } from '@/lib/i18n/language-context';
import { pagesCatalogue } from './i18n/en';

export default function ProductHospitalRoute() {
  const { hospitalProduct } = useContent(productsContent, 'products');
  const t = useT(pagesCatalogue);
  return (
    <>
      <ProductIntro
        product={hospitalProduct}
        primary={{ label: t('hospital.signUp'), to: paths.signup.hospital }}
        secondary={{ label: t('hospital.login'), to: paths.login.hospital }}
        featuresTitle={t('hospital.title')}
      />
      <PricingTeaser id="pricing" />
      <PlansTable id="plans" />
      <CtaBand
        title={t('hospital.ctaTitle')}
        text={t('hospital.ctaText')}
        primary={{ label: t('hospital.signUp'), to: paths.signup.hospital }}
      />
    </>
  );
}
