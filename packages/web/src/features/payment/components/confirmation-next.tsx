import { MAX_RESCHEDULES, RESCHEDULE_NOTICE_HOURS } from '@ehp/api-types';
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatTime12h } from '@/lib/format-time';
import { Link } from 'react-router-dom';
import { checkoutPath, paths, reschedulePath } from '@/config/paths';
import { appointmentAddress, appointmentWhenInPakistan, type Appointment } from '@/lib/appointments';
import { formatRs } from '@/lib/format-currency';
import { canReschedule } from '@/lib/reschedule';
import { appointmentIcs, icsFileName, icsHref } from '../lib/appointment-ics';
import { paymentMethods } from '../lib/payment-methods';
import { useAfterHydration } from '@/lib/use-after-hydration';
import { CancelInline } from './cancel-inline';
import { useT } from '@/lib/i18n/language-context';
import { paymentCatalogue } from '../i18n/en';

type Props = { appointment: Appointment; onChanged: () => void };

/** After paying: what happens next, the receipt, the calendar file, Cancel and the way to the appointments. */
export function ConfirmationNext({ appointment, onChanged }: Props) {
  const t = useT(paymentCatalogue);
  const online = appointment.mode === 'online';
  const time = formatTime12h(appointment.time);
  const payment = appointment.payment;
  const where = online ? t('calendar.where') : (appointmentAddress(appointment) ?? t('atClinic.place'));
  const summary = online
    ? t('calendar.online', { doctor: appointment.doctor.name })
    : t('calendar.clinic', { doctor: appointment.doctor.name });
  // The file is made in the browser (its origin, its clock): the server renders the page without it.
  const hydrated = useAfterHydration();
  const ics =
    hydrated &&
    appointmentIcs({
      id: appointment.id,
      date: appointment.date,
      time: appointment.time,
      summary,
      description: `${appointmentWhenInPakistan(appointment)}. ${online ? t('calendar.onlineNote') : t('calendar.clinicNote')} ${t('number')}: ${appointment.id}.`,
      location: where,
      url: new URL(checkoutPath(appointment.id), window.location.origin).href,
      now: Date.now(),
    });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="next">
      <Stack gap="md">
        <Title order={2} fz={20} id="next">
          {t('next')}
        </Title>
        <List spacing="xs" type="ordered">
          {online ? (
            <>
              <List.Item>{t('next.1')}</List.Item>
              <List.Item>{t('next.2')}</List.Item>
              <List.Item>{t('next.3', { time })}</List.Item>
            </>
          ) : (
            <List.Item>{t('atClinic.arrive', { clinic: where })}</List.Item>
          )}
        </List>
        {payment && (
          <Text size="sm">
            {t('receipt', {
              amount: formatRs(payment.amount),
              method: paymentMethods[payment.method].label,
              reference: payment.id,
            })}
          </Text>
        )}
        <Group gap="sm">
          {ics && (
            <Button component="a" href={icsHref(ics)} download={icsFileName(appointment.id)}>
              {t('calendar')}
            </Button>
          )}
          <Button component={Link} to={paths.patientProfile} variant="light">
            {t('myAppointments')}
          </Button>
          {hydrated && canReschedule(appointment, Date.now()) && (
            <Button component={Link} to={reschedulePath(appointment.id)} variant="light">
              {t('changeTime')}
            </Button>
          )}
          <CancelInline appointment={appointment} onCancelled={onChanged} />
        </Group>
        <Text size="sm">
          <Anchor component={Link} to={paths.privacy.paymentPolicy}>
            {t('policy')}
          </Anchor>
          {' · '}
          <span>{t('refundRule', { hours: RESCHEDULE_NOTICE_HOURS, times: MAX_RESCHEDULES })}</span>
        </Text>
      </Stack>
    </Paper>
  );
}
