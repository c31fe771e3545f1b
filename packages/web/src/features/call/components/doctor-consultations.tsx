import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { SectionCard } from '@/components/section-card';
import type { SignedInSession } from '@/lib/session';
import { doctorAppointmentsQueryOptions } from '../api/doctor-appointments';
import { doctorCallMessages } from '../lib/call-messages';
import { callWindowState, useServerNow } from '../lib/call-window';
import { activeAppointment, isLive, type DoctorCall } from '../lib/doctor-call-state';
import { loadSimplePeer } from '../lib/load-simple-peer';
import { useDoctorCalls } from '../lib/use-doctor-calls';
import { CallErrorBoundary } from './call-error-boundary';
import { CallNotice } from './incoming-call-panel';
import { ClinicVisits } from './clinic-visits';
import { DoctorAppointmentRow } from './doctor-appointment-row';
import { RecentVisits, type VisitRef } from './recent-visits';
import { useT } from '@/lib/i18n/language-context';
import { callCatalogue } from '../i18n/en';

// The call view and simple-peer are fetched once the doctor calls (while it rings), never before.
const loadVideoCall = () => import('./video-call');
const VideoCall = lazy(loadVideoCall);

/** The doctor dashboard's online appointments: presence, Call, and the video call once accepted. */
export default function DoctorConsultations({
  session,
  afterVisit,
}: {
  session: SignedInSession;
  /** What the route adds to an appointment whose visit has happened (the advice form, issue 33). */
  afterVisit?: (visit: VisitRef) => ReactNode;
}) {
  const t = useT(callCatalogue);
  const list = useQuery(doctorAppointmentsQueryOptions());
  const calls = useDoctorCalls(session);
  const { call, socket } = calls;
  const active = activeAppointment(call);
  const appointments = list.data?.appointments ?? [];
  const connected = call.phase === 'connected' ? call : null;
  const patientName = appointments.find((a) => a.id === connected?.appointmentId)?.patient_name ?? '';
  const calling = call.phase === 'calling';
  const serverNow = useServerNow(list.data?.server_time);
  // Each call ends up on the appointment's call attempts (the server's record): show it once over.
  const over = call.phase === 'over' ? call : null;
  useRefetchOnCallNews(list.refetch, over, socket);
  usePreloadCallView(calling);

  return (
    <>
      <SectionCard id="doctor-consultations" title={t('list.title')} gap="md">
        {list.isPending && <Loader size="sm" role="status" aria-label={t('list.loading')} />}
        {list.isError && (
          <Alert color="red" title={t('list.error')}>
            {list.error instanceof Error ? list.error.message : String(list.error)}
          </Alert>
        )}
        {list.isSuccess && appointments.length === 0 && <Text>{t('list.empty')}</Text>}
        {appointments.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.label')}>
            {appointments.map((a) => (
              <DoctorAppointmentRow
                key={a.id}
                appointment={a}
                patientOnline={calls.online.get(a.patient_id) ?? false}
                call={active === a.id ? call : null}
                busyElsewhere={active !== a.id && isLive(call)}
                canCall={socket !== null}
                window={callWindowState(a, serverNow)}
                onCall={() => calls.start(a.id)}
                onCancel={calls.cancel}
                afterVisit={afterVisit}
              />
            ))}
          </Stack>
        )}
        {connected && socket && (
          <CallErrorBoundary onError={() => calls.ended(doctorCallMessages.viewFailed)}>
            <Suspense fallback={<CallNotice message={doctorCallMessages.connecting(patientName)} />}>
              <VideoCall
                key={connected.callId}
                socket={socket}
                call={{ call_id: connected.callId }}
                side="doctor"
                peerName={patientName}
                onEnded={calls.ended}
                takeEarlySignals={calls.takeEarlySignals}
              />
            </Suspense>
          </CallErrorBoundary>
        )}
      </SectionCard>
      <ClinicVisits visits={list.data?.clinic_visits ?? []} />
      <RecentVisits visits={list.data?.recent_visits ?? []} afterVisit={afterVisit} />
    </>
  );
}

type Over = Extract<DoctorCall, { phase: 'over' }> | null;
type Socket = ReturnType<typeof useDoctorCalls>['socket'];

/** Reads the appointments again when a call is over and when a patient says they are ready. */
function useRefetchOnCallNews(refetch: () => unknown, over: Over, socket: Socket) {
  useEffect(() => {
    if (over) void refetch();
  }, [over, refetch]);
  // A patient said they are ready (patient_ready): read the list again, the server says who and since when.
  useEffect(() => {
    if (!socket) return;
    const onReady = () => void refetch();
    socket.on('patient_ready', onReady);
    return () => {
      socket.off('patient_ready', onReady);
    };
  }, [socket, refetch]);
}

/** While the doctor's call rings, fetches the call view and simple-peer so they are ready when it connects. */
function usePreloadCallView(calling: boolean) {
  useEffect(() => {
    if (!calling) return;
    void loadVideoCall().catch(() => {});
    void loadSimplePeer().catch(() => {});
  }, [calling]);
}
