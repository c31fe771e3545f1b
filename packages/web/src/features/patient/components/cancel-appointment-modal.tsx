import '@/components/modal-styles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PaymentStatus } from '@ehp/api-types';
import { ErrorAlert } from '@/components/error-alert';
import { appointmentWhen, pakistanTime, type Appointment } from '@/lib/appointments';
import { formatRs } from '@/lib/format-currency';
import { useT } from '@/lib/i18n/language-context';
import { patientCatalogue } from '../i18n/en';

type Props = {
  /** The appointment to cancel; null keeps the modal closed. */
  appointment: Appointment | null;
  cancelling: boolean;
  /** The server's message when it refused (409 once the appointment has started). */
  error: string | null;
  onConfirm: (appointment: Appointment) => void;
  onClose: () => void;
};

/** Asks before cancelling: a cancelled slot goes to other patients at once. */
export function CancelAppointmentModal({ appointment, cancelling, error, onConfirm, onClose }: Props) {
  const t = useT(patientCatalogue);
  const moneyText = (appointment: Appointment): string => {
    if (appointment.payment_status === PaymentStatus.SUCCESS)
      return t('refund.paid', { fee: formatRs(appointment.fee) });
    if (appointment.payment_status === PaymentStatus.PENDING) return t('refund.pending');
    return t('refund.none');
  };
  return (
    <Modal opened={appointment !== null} onClose={onClose} title={t('cancel.ask')} centered>
      {appointment && (
        <Stack gap="md">
          <Text>
            {appointment.doctor.name}, {appointmentWhen(appointment)} ({pakistanTime()}).
          </Text>
          <Text size="sm">{moneyText(appointment)}</Text>
          {error && <ErrorAlert title={t('cancel.failed')}>{error}</ErrorAlert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel.keep')}
            </Button>
            <Button color="red.9" loading={cancelling} onClick={() => onConfirm(appointment)}>
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
