import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { MediaSkeleton } from '@/components/media-skeleton';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadErrorPage, type RetryableError } from '@/components/load-error-page';
import { FindDoctorActions, NoticePage } from '@/components/notice-page';
import { paths } from '@/config/paths';
import { roleNames } from '@/content/roles';
import { withReturnPath } from '@/lib/return-path';
import type { Role } from '@/lib/session';
import { CheckoutHelp } from './checkout-help';

/** The checkout's shape while the appointment loads, so nothing jumps when it arrives. */
export function CheckoutSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading your appointment">
      <MediaSkeleton photo={64} gap="md" titleHeight={20} widths={['60%', '40%']} />
      <Skeleton height={120} radius="lg" />
      <Skeleton height={160} radius="lg" />
    </Stack>
  );
}

/** Signed out (or signed in as someone other than a patient): sign in and come back here. */
export function CheckoutSignIn({ next, role, hint }: { next: string; role: Role | null; hint: ReactNode }) {
  return (
    <NoticePage title="Checkout">
      {hint}
      <Text>
        {role
          ? `You are signed in as a ${roleNames[role]}. Appointments are paid from the patient's account: sign out from the menu at the top, then sign in with the patient's mobile number.`
          : 'Sign in as a patient with your mobile number to see this appointment and pay for it. You will come straight back to this page.'}
      </Text>
      <Button component={Link} to={withReturnPath(paths.login.patient, next)}>
        Sign in as a patient
      </Button>
      <CheckoutHelp />
    </NoticePage>
  );
}

export function AppointmentNotFound() {
  return (
    <NoticePage title="Appointment not found">
      <Text>
        We could not find this appointment in your account. The link may be mistyped, or the appointment may belong to
        another patient. Your bookings are listed on your profile.
      </Text>
      <FindDoctorActions primary={{ label: 'Go to my profile', to: paths.patientProfile }} />
    </NoticePage>
  );
}

export function CheckoutLoadError({ message, onRetry }: RetryableError) {
  return (
    <LoadErrorPage title="Checkout" alertTitle="We could not load your appointment" message={message} onRetry={onRetry}>
      <CheckoutHelp />
    </LoadErrorPage>
  );
}
