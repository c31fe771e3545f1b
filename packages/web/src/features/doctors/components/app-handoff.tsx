import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SectionCard } from '@/components/section-card';
import { StoreLinks } from '@/components/store-links';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { isSignedIn, useSession } from '@/lib/session';
import type { FinderState } from '../lib/finder-params';
import { describeSearch } from '../lib/search-summary';

/**
 * The portal has no doctor search API: doctor profiles, fees and open slots live in the
 * patient app. This panel says so plainly and walks the patient through booking there.
 */
export function AppHandoff({ state }: { state: FinderState }) {
  const session = useSession();
  const patient = isSignedIn(session) && session.role === 'patient';
  return (
    <SectionCard id="handoff-heading" title="Book in the SehatLink app" shadow="xs">
      <Text>
        You are looking for <strong>{describeSearch(state)}</strong>.
      </Text>
      <Text size="sm" c="dimmed">
        Doctor profiles, fees and open time slots are in the SehatLink patient app, where you book and pay and get an
        instant confirmation.
      </Text>
      <List type="ordered" spacing={4} size="sm">
        <List.Item>Install the app and sign in with your mobile number.</List.Item>
        <List.Item>
          Search for {state.speciality ? `a ${state.speciality}` : 'the doctor you need'} and compare profiles and fees.
        </List.Item>
        <List.Item>Pick a time slot and pay to confirm your booking.</List.Item>
        {state.online ? (
          <List.Item>
            At the booked time your doctor calls you. The call also rings on your{' '}
            <Anchor component={Link} to={patient ? paths.patientProfile : paths.login.patient}>
              patient profile
            </Anchor>{' '}
            in this browser.
          </List.Item>
        ) : (
          <List.Item>Arrive ten minutes early and show your booking at the clinic reception.</List.Item>
        )}
      </List>
      <StoreLinks app="patients" />
      <Text size="sm">
        Prefer to book by phone? {company.supportPhoneLabel}:{' '}
        <Anchor href={company.supportPhoneHref} fw={600}>
          {company.supportPhone}
        </Anchor>
      </Text>
    </SectionCard>
  );
}
