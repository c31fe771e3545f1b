import { paths } from '@/config/paths';
import * as productsContent from '@/content/products';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { PharmacyPackages } from '@/features/marketing/components/pharmacy-packages';
import { ProductIntro } from '@/features/marketing/components/product-intro';
import { Section } from '@/features/marketing/components/section';
import { useContent, useT } from '@/lib/i18n/language-context';
import { pagesCatalogue } from './i18n/en';

export default function ProductPharmacyRoute() {
  const { pharmacyProduct } = useContent(productsContent, 'products');
  const t = useT(pagesCatalogue);
  return (
    <>
      <ProductIntro
        product={pharmacyProduct}
        primary={{ label: t('pharmacy.signUp'), to: paths.signup.pharmacy }}
        secondary={{ label: t('pharmacy.login'), to: paths.login.pharmacy }}
        featuresTitle={t('pharmacy.title')}
      />
      <Section id="packages" title={t('pharmacy.plans')} tone="tinted" intro={t('product.prices')}>
        <PharmacyPackages />
      </Section>
      <CtaBand
        title={t('pharmacy.ctaTitle')}
        text={t('pharmacy.ctaText')}
        primary={{ label: t('pharmacy.signUp'), to: paths.signup.pharmacy }}
      />
    </>
  );
}
