import { withQueryClient } from '@/lib/query/query-boundary';
import { lazy, Suspense } from 'react';
import { BelowTheFold } from '@/components/below-the-fold';
import { useLazyDisclosure } from '@/components/use-lazy-disclosure';
import { DemoFor } from '@/config/constants';
import { Claims } from '@/features/marketing/components/claims';
import { DataSecurity } from '@/features/marketing/components/data-security';
import { DoctorSearchBand } from '@/features/marketing/components/doctor-search-band';
import { Hero } from '@/features/marketing/components/hero';
import { PlansTable } from '@/features/marketing/components/plans-table';
import { PricingTeaser } from '@/features/marketing/components/pricing-teaser';
import { ProductCards } from '@/features/marketing/components/product-cards';
import { ServiceTiles } from '@/features/marketing/components/service-tiles';
import { ServicesList } from '@/features/marketing/components/services-list';

// Modals are fetched the first time they are opened.
const DemoModal = lazy(withQueryClient(() => import('@/features/demo-request/components/demo-modal')));
const LabInProgressModal = lazy(() => import('@/features/lab-in-progress/components/lab-in-progress-modal'));

export default function HomeRoute() {
  const demo = useLazyDisclosure<DemoFor>(DemoFor.CLINIC_MANAGEMENT);
  const lab = useLazyDisclosure();

  return (
    <>
      <Hero onRequestDemo={(demoFor) => demo.open(demoFor)} />
      <DoctorSearchBand />
      <ServiceTiles onLabClick={() => lab.open()} />
      <Claims />
      <BelowTheFold />
      <ServicesList />
      <ProductCards />
      <PricingTeaser />
      <PlansTable titleKey="compare.features" />
      <DataSecurity />
      <Suspense fallback={null}>
        {demo.mounted && (
          <DemoModal opened={demo.opened} onClose={demo.close} demoFor={demo.payload ?? DemoFor.CLINIC_MANAGEMENT} />
        )}
        {lab.mounted && <LabInProgressModal opened={lab.opened} onClose={lab.close} />}
      </Suspense>
    </>
  );
}
