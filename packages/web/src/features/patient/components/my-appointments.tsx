import { Alert, Button, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { SectionCard } from '@/components/section-card';
import { SegmentedChoice } from '@/components/segmented-choice';
import { toneAlertVars } from '@/components/tone-colors';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import type { PaymentFilter } from '@ehp/api-types';
import { appointmentListQueryOptions } from '../api/appointments';
import { DEFAULT_PAYMENT_FILTER, emptyListText, paymentFilterOptions, toPaymentFilter } from '../lib/payment-filters';
import { useOnIncomingCall } from '../lib/use-incoming-call';
import { useCancelFlow, useRefreshOnCallOutcome } from '../lib/use-appointment-list';
import { groupByVisit } from '../lib/visits';
import { AppointmentGroup, AppointmentsLoadError, AppointmentsLoading } from './appointment-group';
import { MyLabBookings } from './my-lab-bookings';
import { useT } from '@/lib/i18n/language-context';
import { patientCatalogue } from '../i18n/en';
import { patientVisitsCatalogue } from '../i18n/visits.en';

// Fetched the first time a patient asks to cancel (the dialog's code is a third of the page's).
const CancelAppointmentModal = lazy(() =>
  import('./cancel-appointment-modal').then((m) => ({ default: m.CancelAppointmentModal })),
);

/**
 * The patient's appointments by visit (Upcoming, Past, Cancelled), under the SPEC's payment
 * filter, with pay and cancel, then the lab bookings. A notice ("... is cancelled") lasts only
 * until something else happens: another filter, another cancel, a call ringing.
 */
export function MyAppointments() {
  const t = useT(patientCatalogue);
  const v = useT(patientVisitsCatalogue);
  const [filter, setFilter] = useState(DEFAULT_PAYMENT_FILTER);
  // Another filter keeps the list in view, marked busy, until its own arrives: no flash of skeletons
  // that collapses the page under the patient's thumb.
  const list = useQuery({ ...appointmentListQueryOptions(filter), placeholderData: keepPreviousData });
  const switching = list.isPlaceholderData;
  const [notice, setNotice] = useState<string | null>(null);
  const { cancel, cancelDialog, openCancel, confirmCancel } = useCancelFlow(setNotice);
  useOnIncomingCall(() => setNotice(null));
  const now = Date.now();
  const visits = groupByVisit(list.data ?? []);
  useRefreshOnCallOutcome();
  const groups = [
    { id: 'upcoming-heading', title: t('upcoming'), appointments: visits.upcoming, emptyText: t('upcoming.none') },
    { id: 'past-heading', title: t('past'), appointments: visits.past, emptyText: t('past.none') },
    {
      id: 'cancelled-heading',
      title: v('cancelled'),
      appointments: visits.cancelled,
      emptyText: v('cancelled.none'),
    },
  ];

  const chooseFilter = (next: PaymentFilter) => {
    setNotice(null);
    setFilter(next);
  };
  return (
    <SectionCard id="my-appointments" title={t('myAppointments')} gap="md">
      <div style={{ maxWidth: 480 }}>
        <SegmentedChoice
          legend={t('payment')}
          options={paymentFilterOptions}
          value={String(filter)}
          onChange={(value) => chooseFilter(toPaymentFilter(value))}
        />
      </div>
      <div role="status">
        {notice && (
          <Alert color="teal" variant="light" vars={toneAlertVars('teal')} title={notice}>
            {t('cancel.slotFree')}
          </Alert>
        )}
      </div>
      {/* An empty list kept from the last filter is still loading: the empty text names the filter. */}
      {list.isPending || (switching && list.data.length === 0) ? (
        <AppointmentsLoading />
      ) : list.isError ? (
        <AppointmentsLoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text>{emptyListText[filter]}</Text>
          <Button component={Link} to={paths.doctorsSearch}>
            {t('findADoctor')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md" aria-busy={switching} style={switching ? { opacity: 0.6 } : undefined}>
          {groups.map((group) => (
            <AppointmentGroup key={group.id} {...group} now={now} onCancel={openCancel} />
          ))}
        </Stack>
      )}
      <MyLabBookings />
      {cancelDialog.mounted && (
        <Suspense fallback={null}>
          <CancelAppointmentModal
            appointment={cancelDialog.opened ? (cancelDialog.payload ?? null) : null}
            cancelling={cancel.isPending}
            error={cancel.isError ? errorMessage(cancel.error) : null}
            onConfirm={confirmCancel}
            onClose={cancelDialog.close}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
