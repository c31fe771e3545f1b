import { Container, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isSignedIn, useSession, type SignedInSession } from '@/lib/session';
import { AccessNotice } from './access-notice';
import { DoctorHeader } from './doctor-header';
import { DoctorOverview } from './doctor-overview';
import { FollowUpSetting } from './follow-up-setting';
import { OnlineConsultationGuide } from './online-consultation-guide';
import './styles';
import { useT } from '@/lib/i18n/language-context';
import { dashboardDoctorCatalogue } from '../i18n/doctor.en';

/** ?tab=online-consultations opens the second tab (the header's doctor menu links to it). */
export const ONLINE_TAB = 'online-consultations';
const OVERVIEW_TAB = 'overview';

type Props = {
  /** The doctor's online appointments and calls (composed by the route, from the call feature). */
  consultations?: (session: SignedInSession) => ReactNode;
};

/** /cms/dashboard/dashboard-doctor. */
export function DoctorDashboard({ consultations }: Props = {}) {
  const t = useT(dashboardDoctorCatalogue);
  const session = useSession();
  const [params, setParams] = useSearchParams();
  if (!isSignedIn(session) || session.role !== 'doctor') {
    return (
      <AccessNotice
        title={t('title')}
        audience="doctors"
        role={isSignedIn(session) ? session.role : null}
        signInLinks={[
          { label: t('signIn'), to: paths.login.doctor },
          { label: t('join'), to: `${paths.signup.default}?as=doctor` },
        ]}
      />
    );
  }

  const tab = params.get('tab') === ONLINE_TAB ? ONLINE_TAB : OVERVIEW_TAB;
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <DoctorHeader session={session} />
        {consultations?.(session)}
        <FollowUpSetting />
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === ONLINE_TAB ? { tab: ONLINE_TAB } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value={OVERVIEW_TAB}>{t('overview')}</Tabs.Tab>
            <Tabs.Tab value={ONLINE_TAB}>{t('online')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={OVERVIEW_TAB}>
            <DoctorOverview />
          </Tabs.Panel>
          <Tabs.Panel value={ONLINE_TAB}>
            <OnlineConsultationGuide />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
