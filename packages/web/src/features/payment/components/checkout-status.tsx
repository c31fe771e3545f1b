import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toneAlertVars } from '@/components/tone-colors';
import { paths } from '@/config/paths';
import { appointmentAddress, refundText, type Appointment } from '@/lib/appointments';
import { formatRs } from '@/lib/format-currency';
import { checkoutCopy } from '../lib/checkout-copy';
import type { CheckoutView } from '../lib/checkout-view';
import { paymentMethods } from '../lib/payment-methods';
import { rich } from '@/lib/i18n/translations';
import { useT } from '@/lib/i18n/language-context';
import { useAfterHydration } from '@/lib/use-after-hydration';
import { paymentCatalogue } from '../i18n/en';
import { paymentFollowUpCatalogue } from '../i18n/follow-up.en';

// A failure's plain words and Book again load only when a payment failed or a hold ended: most
// checkouts never show them, and the checkout's first load stays within its budget.
const FailedPayment = lazy(() => import('./failed-payment').then((m) => ({ default: m.FailedPayment })));
const ExpiredHold = lazy(() => import('./expired-hold').then((m) => ({ default: m.ExpiredHold })));

type Props = { view: CheckoutView; appointment: Appointment; checking: boolean; onCheckAgain: () => void };

function Details({ view, appointment, checking, onCheckAgain }: Props): ReactNode {
  const t = useT(paymentCatalogue);
  // Lazy parts wait for hydration: the server renders no Suspense boundary it cannot finish.
  const hydrated = useAfterHydration();
  const method = appointment.payment?.method;
  switch (view) {
    case 'awaiting':
      return t('hold.intro');
    case 'failed':
      return hydrated ? (
        <Suspense fallback={null}>
          <FailedPayment payment={appointment.payment} />
        </Suspense>
      ) : null;
    case 'pending':
      return (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t('pending.help', { confirmer: method ? paymentMethods[method].confirmer : t('confirmer.any') })}
          </Text>
          <Button size="xs" variant="white" onClick={onCheckAgain} loading={checking}>
            {t('pending.check')}
          </Button>
        </Stack>
      );
    case 'completed':
      if (appointment.pay_at_clinic)
        return (
          <>
            <Text fw={700} mb={4}>
              {t('atClinic.fee', { fee: formatRs(appointment.fee) })}
            </Text>
            <span>{t('atClinic.arrive', { clinic: appointmentAddress(appointment) ?? t('atClinic.place') })}</span>
          </>
        );
      return appointment.mode === 'online'
        ? rich(t('online.next'), {
            link: (text) => (
              <Anchor component={Link} to={paths.patientProfile} inherit fw={600}>
                {text}
              </Anchor>
            ),
          })
        : t('atClinic.arrive', { clinic: appointmentAddress(appointment) ?? t('atClinic.place') });
    case 'expired':
      return hydrated ? (
        <Suspense fallback={null}>
          <ExpiredHold appointment={appointment} />
        </Suspense>
      ) : null;
    case 'cancelled':
      return refundText[appointment.refund_status] ?? t('nothingPaid');
  }
}

/** The headline of the checkout: what the server says about this appointment's payment. */
export function CheckoutStatus(props: Props) {
  const t = useT(paymentCatalogue);
  const followUp = useT(paymentFollowUpCatalogue);
  const copy = checkoutCopy[props.view];
  const completed = props.view === 'completed';
  const title =
    completed && props.appointment.pay_at_clinic
      ? t('atClinic.title')
      : completed && props.appointment.follow_up_of != null
        ? followUp('confirmed')
        : copy.title;
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
      title={title}
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
        {t('myAppointments')}
      </Button>
      <Button component={Link} to={paths.doctorsSearch} variant="light">
        {t('findADoctor')}
      </Button>
    </Group>
  );
}
