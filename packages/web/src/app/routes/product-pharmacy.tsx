import { paths } from '@/config/paths';
import { pharmacyProduct } from '@/content/products';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { PharmacyPackages } from '@/features/marketing/components/pharmacy-packages';
import { ProductIntro } from '@/features/marketing/components/product-intro';
import { Section } from '@/features/marketing/components/section';
import { useT } from '@/lib/i18n/language-context';
import { pagesCatalogue } from './i18n/en';

export default function ProductPharmacyRoute() {
  const t = useT(pagesCatalogue);
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
        title={t('subscriptionPackages')}
        tone="tinted"
        intro="Prices in Pakistani rupees. Every package includes digital invoices, digital record keeping and free onboarding for your staff."
      >
        <PharmacyPackages />
      </Section>
      <CtaBand
        title={t('bringYourPharmacyOnlineThis')}
        text={t('weImportYourExistingStock')}
        primary={{ label: 'Sign up your pharmacy', to: paths.signup.pharmacy }}
      />
    </>
  );
}
