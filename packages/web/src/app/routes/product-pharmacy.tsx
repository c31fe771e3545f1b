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
        primary={{ label: t('signUpYourPharmacy'), to: paths.signup.pharmacy }}
        secondary={{ label: t('pharmacyLogin'), to: paths.login.pharmacy }}
        featuresTitle={t('everythingBehindTheCounter')}
      />
      <Section id="packages" title={t('subscriptionPackages')} tone="tinted" intro={t('pricesInPakistaniRupeesEvery')}>
        <PharmacyPackages />
      </Section>
      <CtaBand
        title={t('bringYourPharmacyOnlineThis')}
        text={t('weImportYourExistingStock')}
        primary={{ label: t('signUpYourPharmacy'), to: paths.signup.pharmacy }}
      />
    </>
  );
}
