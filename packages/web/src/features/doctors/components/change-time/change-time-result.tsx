import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { PaymentStatus } from '@ehp/api-types';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useRevealOnChange } from '@/components/action-error';
import { toneAlertVars } from '@/components/tone-colors';
import { checkoutPath, paths } from '@/config/paths';
import { appointmentWhenInPakistan, type Appointment } from '@/lib/appointments';
import { formatRs } from '@/lib/format-currency';
import { useT } from '@/lib/i18n/language-context';
import { changeTimeCatalogue } from '../../i18n/change-time.en';

/** The appointment at its new time, with its payment as before ("Paid" or "Pay at the clinic"). */
export function ChangeTimeResult({ appointment }: { appointment: Appointment }) {
  const t = useT(changeTimeCatalogue);
  const ref = useRef<HTMLDivElement>(null);
  useRevealOnChange(ref, appointment);
  const fee = formatRs(appointment.fee);
  const paid = appointment.payment_status === PaymentStatus.SUCCESS;
  return (
    <Stack gap="md">
      <Alert
        ref={ref}
        tabIndex={-1}
        role="status"
        color="teal"
        variant="light"
        vars={toneAlertVars('teal')}
        title={t('moved')}
      >
        <Stack gap={4}>
          <Text fw={600}>
            {t('movedTo', { name: appointment.doctor.name, when: appointmentWhenInPakistan(appointment) })}
          </Text>
          {appointment.rescheduled_from && (
            <Text size="sm">{t('movedFrom', { when: appointmentWhenInPakistan(appointment.rescheduled_from) })}</Text>
          )}
          <Text size="sm" fw={600} data-payment="">
            {paid ? t('paid', { fee }) : t('payAtClinic', { fee })}
          </Text>
        </Stack>
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={paths.patientProfile}>
          {t('myAppointments')}
        </Button>
        <Button component={Link} to={checkoutPath(appointment.id)} variant="default">
          {t('open')}
        </Button>
      </Group>
    </Stack>
  );
}
