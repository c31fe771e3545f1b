import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { checkoutPath, reschedulePath } from '@/config/paths';
import type { Appointment } from '@/lib/appointments';
import { useT } from '@/lib/i18n/language-context';
import { canReschedule } from '@/lib/reschedule';
import { patientCatalogue } from '../i18n/en';
import { canCancel, canPayNow, paymentPending } from '../lib/appointment-actions';

type Props = {
  appointment: Appointment;
  now: number;
  /** "the appointment with <doctor> on <when>", for the buttons' accessible names. */
  about: string;
  onCancel: (appointment: Appointment) => void;
};

/** What the patient can do with an appointment now: pay, see the payment, change the time, cancel. */
export function AppointmentButtons({ appointment, now, about, onCancel }: Props) {
  const t = useT(patientCatalogue);
  const shown = canPayNow(appointment) || paymentPending(appointment) || canReschedule(appointment, now);
  if (!shown && !canCancel(appointment, now)) return null;
  return (
    <Group gap="sm" mt={4}>
      {canPayNow(appointment) && (
        <Button
          component={Link}
          to={checkoutPath(appointment.id)}
          size="sm"
          mih={44}
          aria-label={t('pay.aria', { about })}
        >
          {t('pay')}
        </Button>
      )}
      {paymentPending(appointment) && (
        <Button
          component={Link}
          to={checkoutPath(appointment.id)}
          size="sm"
          mih={44}
          variant="light"
          aria-label={t('payStatus.aria', { about })}
        >
          {t('payStatus')}
        </Button>
      )}
      {canReschedule(appointment, now) && (
        <Button
          component={Link}
          to={reschedulePath(appointment.id)}
          variant="light"
          size="sm"
          mih={44}
          aria-label={t('changeTime.aria', { about })}
        >
          {t('changeTime')}
        </Button>
      )}
      {canCancel(appointment, now) && (
        <Button
          variant="default"
          size="sm"
          mih={44}
          onClick={() => onCancel(appointment)}
          aria-label={t('cancel.aria', { about })}
        >
          {t('cancel')}
        </Button>
      )}
    </Group>
  );
}
