import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ActionError } from '@/components/action-error';
import { SlowNote } from '@/components/slow-note';
import type { Appointment } from '@/lib/appointments';
import { formatRs } from '@/lib/format-currency';
import { useCancelFromConfirmation } from '../api/cancel-appointment';
import { useT } from '@/lib/i18n/language-context';
import { paymentCatalogue } from '../i18n/en';

type Props = { appointment: Appointment; onCancelled: () => void };

/** Cancel, asked once more in place (no dialog to load): a cancelled slot goes to others at once. */
export function CancelInline({ appointment, onCancelled }: Props) {
  const t = useT(paymentCatalogue);
  const [asking, setAsking] = useState(false);
  const cancel = useCancelFromConfirmation();
  const confirm = () => cancel.mutate({ body: { appointment_id: appointment.id } }, { onSuccess: () => onCancelled() });
  if (!asking) {
    return (
      <Button variant="default" color="red" onClick={() => setAsking(true)}>
        {t('cancel')}
      </Button>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={t('cancel.ask')}>
      <Stack gap="sm">
        <Text fw={600}>{t('cancel.ask')}</Text>
        <Text size="sm">{t('cancel.refund', { fee: formatRs(appointment.fee) })}</Text>
        <ActionError error={cancel.error} title={t('cancel.failed')} onRetry={confirm} retrying={cancel.isPending} />
        <Group gap="sm">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('cancel.keep')}
          </Button>
          <Button color="red.9" loading={cancel.isPending} onClick={confirm}>
            {t('cancel.yes')}
          </Button>
        </Group>
        <SlowNote waiting={cancel.isPending} />
      </Stack>
    </Paper>
  );
}
