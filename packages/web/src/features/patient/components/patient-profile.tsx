import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { StoreLinks } from '@/components/store-links';
import * as companyContent from '@/content/company';
import { isSignedIn, useSession } from '@/lib/session';
import { IncomingCallsPanel } from './incoming-calls-panel';
import { LabsShortcut } from './labs-shortcut';
import { MyAppointments } from './my-appointments';
import { ProfileHeader } from './profile-header';
import { QuickLinks } from './quick-links';
import { SignedOutPrompt } from './signed-out-prompt';
import './styles';
import { useContent, useT } from '@/lib/i18n/language-context';
import { patientCatalogue } from '../i18n/en';
import { Isolate } from '@/components/isolate';
import { rich } from '@/lib/i18n/translations';

/** /patient/profile: the signed-in patient's home; everyone else is asked to sign in as a patient. */
export function PatientProfile() {
  const { company } = useContent(companyContent, 'company');
  const t = useT(patientCatalogue);
  const session = useSession();
  if (!isSignedIn(session) || session.role !== 'patient') {
    return <SignedOutPrompt role={isSignedIn(session) ? session.role : null} />;
  }

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <ProfileHeader session={session} />
        <MyAppointments />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <IncomingCallsPanel />
          <SectionCard id="patient-app" title={t('app')}>
            <Text>{t('app.help')}</Text>
            <StoreLinks app="patients" />
            <Text size="sm" c="dimmed">
              {rich(t('help', { helpline: company.supportPhoneLabel, phone: company.supportPhone }), {
                phone: (text) => (
                  <Anchor href={company.supportPhoneHref}>
                    <Isolate>{text}</Isolate>
                  </Anchor>
                ),
              })}
            </Text>
          </SectionCard>
        </SimpleGrid>
        <QuickLinks />
        <LabsShortcut />
      </Stack>
    </Container>
  );
}
