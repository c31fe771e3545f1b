import { paths } from '@/config/paths';
import { hospitalProduct } from '@/content/products';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { PlansTable } from '@/features/marketing/components/plans-table';
import { PricingTeaser } from '@/features/marketing/components/pricing-teaser';
import { ProductIntro } from '@/features/marketing/components/product-intro';

export default function ProductHospitalRoute() {
  return (
    <>
      <ProductIntro
        product={hospitalProduct}
        primary={{ label: 'Sign up your hospital', to: paths.signup.hospital }}
        secondary={{ label: 'Hospital login', to: paths.login.hospital }}
        featuresTitle="One system from admission to discharge"
      />
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
