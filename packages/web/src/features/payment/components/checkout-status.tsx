import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toneAlertVars } from '@/components/tone-colors';
import { paths } from '@/config/paths';
import { appointmentAddress, refundText, type Appointment } from '@/lib/appointments';
import { checkoutCopy } from '../lib/checkout-copy';
import type { CheckoutView } from '../lib/checkout-view';
import { paymentMethods } from '../lib/payment-methods';
import { useT } from '@/lib/i18n/language-context';
import { ExpiredHold } from './expired-hold';
import { paymentCatalogue } from '../i18n/en';
import { paymentOutcomeCatalogue } from '../i18n/outcome.en';
import { failedPaymentText } from '../lib/payment-outcome';

type Props = { view: CheckoutView; appointment: Appointment; checking: boolean; onCheckAgain: () => void };

function Details({ view, appointment, checking, onCheckAgain }: Props): ReactNode {
  const t = useT(paymentCatalogue);
  const method = appointment.payment?.method;
  switch (view) {
    case 'awaiting':
      return t('yourSlotIsHeldWhile');
    case 'failed':
      return <FailedPayment payment={appointment.payment} />;
    case 'pending':
      return (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t('weAreWaitingFor')} {method ? paymentMethods[method].confirmer : t('yourBankOrWallet')}{' '}
            {t('toConfirmYourPaymentThis')}
          </Text>
          <Button size="xs" variant="white" onClick={onCheckAgain} loading={checking}>
            {t('checkAgain')}
          </Button>
        </Stack>
      );
    case 'completed':
      return appointment.mode === 'online' ? (
        <>
          {t('yourDoctorWillCallYou')}{' '}
          <Anchor component={Link} to={paths.patientProfile} inherit fw={600}>
            {t('patientProfile')}
          </Anchor>
          {t('orThisPage')}
        </>
      ) : (
        t('pleaseArriveTenMinutesEarly', { clinic: appointmentAddress(appointment) ?? t('theClinic') })
      );
    case 'expired':
      return <ExpiredHold appointment={appointment} />;
    case 'cancelled':
      return refundText[appointment.refund_status] ?? t('nothingWasPaidForThis');
  }
}

/** Why the payment failed and what to do next, in plain words; the gateway's code in small print. */
function FailedPayment({ payment }: { payment: Appointment['payment'] }) {
  const t = useT(paymentOutcomeCatalogue);
  const { meaning, next } = failedPaymentText(payment);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {meaning}
      </Text>
      <Text size="sm">{next}</Text>
      <Text size="sm">{t('whileHeld')}</Text>
      {payment?.result_code && (
        <Text size="xs" c="dimmed">
          <bdi>{t('gatewayCode', { code: payment.result_code })}</bdi>
        </Text>
      )}
    </Stack>
  );
}

/** The headline of the checkout: what the server says about this appointment's payment. */
export function CheckoutStatus(props: Props) {
  const copy = checkoutCopy[props.view];
  // A hold that ended is the one thing to act on: bring it into view and focus it (issue 25).
  const box = useRef<HTMLDivElement>(null);
  const expired = props.view === 'expired';
  useEffect(() => {
    if (!expired) return;
    box.current?.scrollIntoView?.({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, [expired]);
  return (
    <Alert
      ref={box}
      tabIndex={-1}
      color={copy.color}
      variant="light"
      role="status"
      title={copy.title}
      vars={toneAlertVars(copy.color)}
    >
      <Details {...props} />
    </Alert>
  );
}

/** Where to go from a settled checkout. */
export function CheckoutNextSteps() {
  const t = useT(paymentCatalogue);
  return (
    <Group gap="sm">
      <Button component={Link} to={paths.patientProfile}>
        {t('goToMyAppointments')}
      </Button>
      <Button component={Link} to={paths.doctorsSearch} variant="light">
        {t('findADoctor')}
      </Button>
    </Group>
  );
}
