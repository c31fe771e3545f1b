import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { StoreLinks } from '@/components/store-links';
import { company } from '@/content/company';
import { isSignedIn, useSession } from '@/lib/session';
import { IncomingCallsPanel } from './incoming-calls-panel';
import { LabsShortcut } from './labs-shortcut';
import { MyAppointments } from './my-appointments';
import { ProfileHeader } from './profile-header';
import { QuickLinks } from './quick-links';
import { SignedOutPrompt } from './signed-out-prompt';
import './styles';

/** /patient/profile: the signed-in patient's home; everyone else is asked to sign in as a patient. */
export function PatientProfile() {
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
          <SectionCard id="patient-app" title="Your appointments on the go">
            <Text>
              The SehatLink app keeps your bookings, prescriptions and payment receipts in one place and reminds you
              before each appointment.
            </Text>
            <StoreLinks app="patients" />
            <Text size="sm" c="dimmed">
              Cancel a booking under My appointments above; for anything else call {company.supportPhoneLabel} on{' '}
              <Anchor href={company.supportPhoneHref}>{company.supportPhone}</Anchor>.
            </Text>
          </SectionCard>
        </SimpleGrid>
        <QuickLinks />
        <LabsShortcut />
      </Stack>
    </Container>
  );
}
