import { AppointmentStatus, PaymentStatus, type components } from '@ehp/api-types';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ToneBadge } from '@/components/tone-badge';
import { appointmentWhen, pakistanTime, paymentStateLabel } from '@/lib/appointments';
import { useT } from '@/lib/i18n/language-context';
import type { Translate } from '@/lib/i18n/translations';
import { callCatalogue } from '../i18n/en';
import { pakistanClock, type CallWindowState } from '../lib/call-window';
import { doctorCallWords as words, isLive, type DoctorCall } from '../lib/doctor-call-state';
import { CallAttempts } from './call-attempts';
import type { VisitRef } from './recent-visits';
import { VisitNote } from './visit-note';

export type DoctorAppointment = components['schemas']['DoctorAppointment'];

type Props = {
  appointment: DoctorAppointment;
  patientOnline: boolean;
  /** The doctor's call when it is about this appointment, else null. */
  call: DoctorCall | null;
  /** Another appointment's call is live: one call at a time. */
  busyElsewhere: boolean;
  canCall: boolean;
  /** Whether the call window is open now by the server's clock. */
  window: CallWindowState;
  onCall: () => void;
  onCancel: () => void;
  /** Shown once the visit has happened: the patient answered a call, or its time is over. */
  afterVisit?: (visit: VisitRef) => ReactNode;
};

/** The visit has happened: a call the patient answered, or the appointment's time is over. */
export const visitHappened = (a: DoctorAppointment): boolean =>
  a.status === AppointmentStatus.completed || (a.call_attempts ?? []).some((c) => c.outcome === 'answered');

function CallProgress({ call }: { call: DoctorCall }) {
  if (call.phase === 'calling') return <Text size="sm">{words.calling}</Text>;
  if (call.phase === 'ringing') return <Text size="sm">{words.ringing}</Text>;
  if (call.phase === 'connected') return <Text size="sm">{words.connected}</Text>;
  if (call.phase === 'over')
    return (
      <Text size="sm">
        <strong>{words.outcome[call.outcome]}</strong>
        {call.message ? `: ${call.message}` : ''}
      </Text>
    );
  return null;
}

/** Why the call button waits: the window opens later, or it has closed (null while open). */
const windowNoteOf = (t: Translate<typeof callCatalogue.messages>, window: CallWindowState): string | null =>
  window.kind === 'early'
    ? t('window.opensAt', { time: window.opensAt })
    : window.kind === 'closed'
      ? t('window.closed')
      : null;

type BadgeProps = { appointment: DoctorAppointment; patientOnline: boolean; readyNow: boolean };

/** The row's badges: payment, the patient's presence, and "Ready now" once they say so. */
function RowBadges({ appointment: a, patientOnline, readyNow }: BadgeProps) {
  const t = useT(callCatalogue);
  const payment = paymentStateLabel[a.payment_status];
  return (
    <Group gap={6}>
      <ToneBadge variant="outline" color={payment.color}>
        {payment.label}
      </ToneBadge>
      <ToneBadge variant="light" color={patientOnline ? 'teal' : 'gray'} data-testid="presence">
        {patientOnline ? words.patientOnline : words.patientOffline}
      </ToneBadge>
      {readyNow && (
        // Filled in the darkest teal: white text on it reads at WCAG AA.
        <Badge variant="filled" color="teal.9" tt="none" data-testid="ready-now">
          {t('ready.now')}
        </Badge>
      )}
    </Group>
  );
}

/** One online appointment: the patient, when, payment, presence, and the call to make. */
export function DoctorAppointmentRow(props: Props) {
  const { appointment: a, patientOnline, call, busyElsewhere, canCall, window, onCall, onCancel, afterVisit } = props;
  const t = useT(callCatalogue);
  const paid = a.payment_status === PaymentStatus.SUCCESS;
  const live = call !== null && isLive(call);
  const headingId = `appointment-${a.id}`;
  const windowNote = windowNoteOf(t, window);
  const windowNoteId = `call-window-${a.id}`;
  // After a call the patient did not take: what happened, and the next step (issue 33).
  const lastCall = a.call_attempts?.at(-1);
  const unanswered = lastCall && lastCall.outcome !== 'answered' ? lastCall : null;
  const ready = a.ready_at ?? null;
  const called = (a.call_attempts?.length ?? 0) > 0 || call?.phase === 'over';
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={headingId} data-appointment-id={a.id}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} fz={17} id={headingId}>
              {a.patient_name}
            </Title>
            <Text size="sm">
              {appointmentWhen(a)} ({pakistanTime()})
            </Text>
            <VisitNote reason={a.reason} returning={a.returning_patient} />
            <CallAttempts attempts={a.call_attempts ?? []} appointmentId={a.id} />
          </Stack>
          <RowBadges appointment={a} patientOnline={patientOnline} readyNow={Boolean(ready && !live)} />
        </Group>
        <Group justify="space-between" align="center">
          <div role="status" aria-live="polite">
            {/* Once the patient says they are ready, the last call's outcome is history (listed above). */}
            {call && !(ready && call.phase === 'over') && <CallProgress call={call} />}
          </div>
          {live && call.phase !== 'connected' ? (
            <Button color="red" variant="light" onClick={onCancel}>
              {words.cancel}
            </Button>
          ) : (
            !live && (
              <Button
                onClick={onCall}
                disabled={!paid || !canCall || busyElsewhere || window.kind !== 'open'}
                title={paid ? undefined : words.onlyPaid}
                aria-describedby={paid && windowNote ? windowNoteId : undefined}
              >
                {called ? words.callAgain : words.call}
              </Button>
            )
          )}
        </Group>
        {ready && !live && (
          <Text size="sm" fw={600} data-testid="ready-note">
            {t('ready.since', { patient: a.patient_name, time: pakistanClock(ready) })}
          </Text>
        )}
        {!ready && unanswered && !live && window.kind === 'open' && (
          <Text size="sm" data-testid="unanswered-note">
            {t('ready.linkSent', { time: pakistanClock(unanswered.at) })}
          </Text>
        )}
        {!paid && (
          <Text size="xs" c="dimmed">
            {words.onlyPaid}
          </Text>
        )}
        {paid && windowNote && !live && (
          <Text size="sm" id={windowNoteId} data-testid="call-window">
            {windowNote}
          </Text>
        )}
        {!live && visitHappened(a) && afterVisit?.(a)}
      </Stack>
    </Paper>
  );
}
