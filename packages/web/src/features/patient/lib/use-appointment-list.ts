import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLazyDisclosure } from '@/components/use-lazy-disclosure';
import type { Appointment } from '@/lib/appointments';
import { onCallOutcome } from '@/lib/call-outcome';
import { useT } from '@/lib/i18n/language-context';
import { appointmentListsKey, useCancelAppointment } from '../api/appointments';
import { patientCatalogue } from '../i18n/en';

/**
 * A missed or declined call is kept on the appointment by the server: the lists are read again as
 * soon as a call is over. The socket's decline and this page's request travel apart, so they are
 * read again a moment later too.
 */
export function useRefreshOnCallOutcome() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const refresh = () => void queryClient.invalidateQueries({ queryKey: appointmentListsKey });
    const off = onCallOutcome(() => {
      refresh();
      timers.push(setTimeout(refresh, 1_500));
    });
    return () => {
      off();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [queryClient]);
}

/** Cancelling from the list: the dialog (its code fetched when first asked), the call, and the notice after. */
export function useCancelFlow(setNotice: (notice: string | null) => void) {
  const t = useT(patientCatalogue);
  const queryClient = useQueryClient();
  const cancel = useCancelAppointment();
  const cancelDialog = useLazyDisclosure<Appointment>();

  const openCancel = (appointment: Appointment) => {
    cancel.reset();
    setNotice(null);
    cancelDialog.open(appointment);
  };
  const confirmCancel = (appointment: Appointment) =>
    cancel.mutate(
      { body: { appointment_id: appointment.id } },
      {
        onSuccess: () => {
          cancelDialog.close();
          setNotice(t('cancel.done', { name: appointment.doctor.name }));
        },
        // Refused or not, the appointment may have changed (started, paid, lapsed): show it as it is now.
        onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentListsKey }),
      },
    );

  return { cancel, cancelDialog, openCancel, confirmCancel };
}
