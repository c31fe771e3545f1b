import { Container, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { paths } from '@/config/paths';
import * as facilitiesContent from '@/content/facilities';
import { withQueryClient } from '@/lib/query/query-boundary';
import { isSignedIn, useSession } from '@/lib/session';
import { AccessNotice } from './access-notice';
import { ClinicNextSteps } from './clinic-next-steps';
import { FacilityHeader } from './facility-header';
import { PlanLimits } from './plan-limits';
import './styles';
import { useContent, useT } from '@/lib/i18n/language-context';
import { dashboardClinicCatalogue } from '../i18n/clinic.en';

// The branch panel reads the session's branches: it comes with the query client, after the header.
const BranchPanel = lazy(withQueryClient(() => import('./branch-panel').then((m) => ({ default: m.BranchPanel }))));

// The support form is the page's only write: it comes with the form library, its inputs and the
// query client, and only owners (who see it) download it; staff and signed-out visitors never do.
const SupportRequestForm = lazy(
  withQueryClient(() => import('./support-request-form').then((m) => ({ default: m.SupportRequestForm }))),
);

/** /cms/dashboard/dashboard-clinic for facility owners and (with a narrower view) clinic staff. */
export function ClinicDashboard() {
  const { facilityKinds, toFacilityType } = useContent(facilitiesContent, 'facilities');
  const t = useT(dashboardClinicCatalogue);
  const signInLinks = [
    { label: t('signIn.clinic'), to: paths.login.clinic },
    { label: t('signIn.hospital'), to: paths.login.hospital },
    { label: t('signIn.pharmacy'), to: paths.login.pharmacy },
    { label: t('signIn.staff'), to: paths.login.staff },
  ];
  const session = useSession();
  if (!isSignedIn(session) || (session.role !== 'clinic_owner' && session.role !== 'staff')) {
    return (
      <AccessNotice
        title={t('title')}
        audience={t('audience')}
        role={isSignedIn(session) ? session.role : null}
        signInLinks={signInLinks}
      />
    );
  }

  const facilityType = toFacilityType(session.facility_type);
  const isStaff = session.role === 'staff';
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <FacilityHeader session={session} />
        <Suspense fallback={<Skeleton height={96} radius="md" aria-hidden />}>
          <BranchPanel session={session} />
        </Suspense>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ClinicNextSteps noun={facilityKinds[facilityType].noun} isStaff={isStaff} />
          <PlanLimits facilityType={facilityType} />
        </SimpleGrid>
        {!isStaff && (
          <Suspense fallback={null}>
            <SupportRequestForm />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
