import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DoctorIdentity } from '@/components/doctor-identity';
import { checkoutPath } from '@/config/paths';
import {
  appointmentAddress,
  appointmentMode,
  appointmentWhen,
  appointmentWhenInPakistan,
  refundText,
  type Appointment,
} from '@/lib/appointments';
import { formatRs } from '@/lib/format-currency';
import { awaitsDoctorCall } from '../lib/appointment-actions';
import { AfterVisitLinks } from './after-visit-links';
import { CallRecordNote } from './call-record-note';
import { FollowUpOffer } from './follow-up-offer';
import { AppointmentButtons } from './appointment-buttons';
import { StatusBadges } from './status-badges';
import { useT } from '@/lib/i18n/language-context';
import { patientCatalogue } from '../i18n/en';
import { patientFollowUpCatalogue } from '../i18n/follow-up.en';
import { bold, rich } from '@/lib/i18n/translations';

type Props = { appointment: Appointment; now: number; onCancel: (appointment: Appointment) => void };

/** One appointment: doctor, time in Pakistan, where, fee, statuses, and what the patient can do with it. */
export function AppointmentCard({ appointment, now, onCancel }: Props) {
  const t = useT(patientCatalogue);
  const followUp = useT(patientFollowUpCatalogue);
  const { doctor } = appointment;
  const when = appointmentWhen(appointment);
  const address = appointmentAddress(appointment);
  const refund = appointment.status === 'cancelled' ? refundText[appointment.refund_status] : null;
  const about = t('about', { name: doctor.name, when });

  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <DoctorIdentity doctor={doctor} variant="card" />
          <StatusBadges appointment={appointment} />
        </Group>
        <Text size="sm" fw={600}>
          {appointmentWhenInPakistan(appointment)}
        </Text>
        <Text size="sm">
          {rich(
            t(address ? 'modeAtLine' : 'modeLine', {
              mode: appointmentMode(appointment),
              address: address ?? '',
              fee: appointment.pay_at_clinic
                ? t('fee.atClinic', { fee: formatRs(appointment.fee) })
                : appointment.follow_up_of != null
                  ? followUp('fee')
                  : formatRs(appointment.fee),
            }),
            { b: bold },
          )}
        </Text>
        {appointment.rescheduled_from && appointment.status !== 'cancelled' && (
          <Text size="sm" c="dimmed">
            {t('movedFrom', { when: appointmentWhen(appointment.rescheduled_from) })}
          </Text>
        )}
        {refund && <Text size="sm">{refund}</Text>}
        <AfterVisitLinks appointment={appointment} />
        <FollowUpOffer appointment={appointment} />
        {awaitsDoctorCall(appointment, now) && (
          <Text size="sm" c="brand.8">
            {t('call.waitHere')}
          </Text>
        )}
        {appointment.mode === 'online' && (
          <CallRecordNote appointment={appointment} awaitsCall={awaitsDoctorCall(appointment, now)} />
        )}
        {appointment.call_window?.open && appointment.status !== 'cancelled' && (
          // The call window is open (by the server's clock): the appointment's page says "I'm ready".
          <Button
            component={Link}
            to={checkoutPath(appointment.id)}
            size="sm"
            mih={44}
            style={{ alignSelf: 'flex-start' }}
            aria-label={t('ready.aria', { about })}
          >
            {t('ready')}
          </Button>
        )}
        <AppointmentButtons appointment={appointment} now={now} about={about} onCancel={onCancel} />
      </Stack>
    </Paper>
  );
}
