import { lazy, Suspense, useEffect } from 'react';
import { StartPaymentRequestLang } from '@ehp/api-types';
import type { Appointment } from '@/lib/appointments';
import { HTTP_CONFLICT, httpStatusOf } from '@/lib/http-status';
import { useStartPayment } from '../api/appointment';
import { canPay, checkoutView } from '../lib/checkout-view';
import { useHoldCountdown } from '../lib/hold-countdown';
import type { PaymentMethod } from '../lib/payment-methods';
import { AppointmentSummary } from './appointment-summary';
import { CheckoutNextSteps, CheckoutStatus } from './checkout-status';
import { ConfirmationNext } from './confirmation-next';
import { PayPanel } from './pay-panel';
import { useLanguage } from '@/lib/i18n/language-context';
import { withoutLanguage } from '@/lib/i18n/languages';
import { expectReturn } from '@/lib/i18n/expect-return';
import { useAfterHydration } from '@/lib/use-after-hydration';

// "I'm ready for my call" loads only for a paid online appointment's page (most checkouts never show it).
const ReadyForCall = lazy(() => import('./ready-for-call'));
// Pay at the clinic is offered for in-clinic visits only, so its code and words load with them.
const PayAtClinicOption = lazy(() => import('./pay-at-clinic-option').then((m) => ({ default: m.PayAtClinicOption })));

type Props = {
  appointment: Appointment;
  /** When the appointment arrived: the server's hold_seconds_left counts from then. */
  measuredAt: number;
  checking: boolean;
  /** Stable (TanStack Query's refetch), so the hold-ended effect runs once. */
  refetch: () => unknown;
  /** The join link's token (the page was opened from a reminder or missed-call message), else null. */
  joinToken?: string | null;
  onJoinTokenRefused?: () => void;
};

/** A loaded appointment: its payment state from the server, the appointment, and Pay while it is held. */
export function CheckoutDetails({
  appointment,
  measuredAt,
  checking,
  refetch,
  joinToken = null,
  onJoinTokenRefused = () => {},
}: Props) {
  const language = useLanguage();
  const hydrated = useAfterHydration();
  const holdSeconds = useHoldCountdown(appointment.hold_seconds_left, measuredAt);
  const view = checkoutView(appointment, holdSeconds);
  const start = useStartPayment();

  // The hold just ran out here: the page already says so; ask the server to confirm it.
  const holdRanOut = appointment.status === 'awaiting_payment' && holdSeconds === 0;
  useEffect(() => {
    if (holdRanOut) void refetch();
  }, [holdRanOut, refetch]);

  const pay = (method: PaymentMethod) =>
    start.mutate(
      // The gateway page speaks the payer's language (the contract's lang; absent means English).
      { appointment_id: appointment.id, method, ...(language === 'ur' && { lang: StartPaymentRequestLang.ur }) },
      {
        // The gateway page (the mock's simulated one, or a real one) sends the payer back here, to
        // the English URL: that return opens in the language the payer left in.
        onSuccess: (response) => {
          expectReturn(withoutLanguage(window.location.pathname), language);
          window.location.assign(response.data.gateway_url);
        },
        // 409: paid, pending, cancelled or lapsed meanwhile; show the message and the new state.
        onError: (error) => {
          if (httpStatusOf(error) === HTTP_CONFLICT) void refetch();
        },
      },
    );

  return (
    <>
      <CheckoutStatus view={view} appointment={appointment} checking={checking} onCheckAgain={() => void refetch()} />
      <AppointmentSummary appointment={appointment} />
      {view === 'completed' && appointment.mode === 'online' && appointment.call_window && hydrated && (
        <Suspense fallback={null}>
          <ReadyForCall
            appointment={appointment}
            joinToken={joinToken}
            onTokenRefused={onJoinTokenRefused}
            onChanged={() => void refetch()}
          />
        </Suspense>
      )}
      {view === 'completed' ? (
        <ConfirmationNext appointment={appointment} onChanged={() => void refetch()} />
      ) : canPay(view) ? (
        // Once the hold has ended the status says so, and Pay (with its error) is gone: no second box.
        <>
          <PayPanel
            appointment={appointment}
            holdSeconds={holdSeconds}
            paying={start.isPending || start.isSuccess}
            onPay={pay}
            error={start.error}
          />
          {appointment.mode === 'clinic' && hydrated && (
            <Suspense fallback={null}>
              <PayAtClinicOption appointment={appointment} onConfirmed={() => void refetch()} />
            </Suspense>
          )}
        </>
      ) : (
        <CheckoutNextSteps />
      )}
    </>
  );
}
