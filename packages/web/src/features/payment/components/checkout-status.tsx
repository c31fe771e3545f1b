import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { HOLD_MINUTES } from '@ehp/api-types';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toneAlertVars } from '@/components/tone-colors';
import { doctorProfilePath, paths } from '@/config/paths';
import { appointmentAddress, refundText, type Appointment } from '@/lib/appointments';
import { checkoutCopy } from '../lib/checkout-copy';
import type { CheckoutView } from '../lib/checkout-view';
import { paymentMethods } from '../lib/payment-methods';

type Props = { view: CheckoutView; appointment: Appointment; checking: boolean; onCheckAgain: () => void };

function Details({ view, appointment, checking, onCheckAgain }: Props): ReactNode {
  const method = appointment.payment?.method;
  switch (view) {
    case 'awaiting':
      return 'Your slot is held while you pay. Choose a payment method below: you go to the secure payment page and come back here when you are done.';
    case 'failed':
      return (
        <>
          Your payment did not go through
          {appointment.payment?.result_code ? ` (code ${appointment.payment.result_code})` : ''}. Choose a method and
          pay again below while your slot is held.
        </>
      );
    case 'pending':
      return (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            We are waiting for {method ? paymentMethods[method].confirmer : 'your bank or wallet'} to confirm your
            payment. This usually takes a few minutes and this page checks again by itself. Please do not pay again.
          </Text>
          <Button size="xs" variant="white" onClick={onCheckAgain} loading={checking}>
            Check again
          </Button>
        </Stack>
      );
    case 'completed':
      return appointment.mode === 'online' ? (
        <>
          Your doctor will call you on the SehatLink website at the booked time: stay signed in on{' '}
          <Anchor component={Link} to={paths.patientProfile} inherit fw={600}>
            /patient/profile
          </Anchor>
          .
        </>
      ) : (
        `Please arrive ten minutes early at ${appointmentAddress(appointment) ?? 'the clinic'} and give your appointment number at the reception.`
      );
    case 'expired':
      return (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            A slot is held for {HOLD_MINUTES} minutes while you pay; this one was released because the payment was not
            completed in time. You can book a new time with the same doctor.
          </Text>
          <Button size="xs" variant="white" component={Link} to={doctorProfilePath(appointment.doctor.pmdc)}>
            Book again with {appointment.doctor.name}
          </Button>
        </Stack>
      );
    case 'cancelled':
      return refundText[appointment.refund_status] ?? 'Nothing was paid for this appointment.';
  }
}

/** The headline of the checkout: what the server says about this appointment's payment. */
export function CheckoutStatus(props: Props) {
  const copy = checkoutCopy[props.view];
  return (
    <Alert color={copy.color} variant="light" role="status" title={copy.title} vars={toneAlertVars(copy.color)}>
      <Details {...props} />
    </Alert>
  );
}

/** Where to go from a settled checkout. */
export function CheckoutNextSteps() {
  return (
    <Group gap="sm">
      <Button component={Link} to={paths.patientProfile}>
        Go to my appointments
      </Button>
      <Button component={Link} to={paths.doctorsSearch} variant="light">
        Find a doctor
      </Button>
    </Group>
  );
}
