import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { ActionError } from '@/components/action-error';
import type { Appointment } from '@/lib/appointments';
import { formatRs } from '@/lib/format-currency';
import { useT } from '@/lib/i18n/language-context';
import { usePayAtClinic } from '../api/pay-at-clinic';
import { payAtClinicCatalogue } from '../i18n/pay-at-clinic.en';

type Props = { appointment: Appointment; onConfirmed: () => void };

/**
 * An in-clinic visit can be confirmed without paying online, as oladoc and Marham do: the fee is
 * paid at the clinic. The server allows 2 such upcoming visits a patient (too_many_holds after).
 */
export function PayAtClinicOption({ appointment, onConfirmed }: Props) {
  const t = useT(payAtClinicCatalogue);
  const confirm = usePayAtClinic();
  const fee = formatRs(appointment.fee);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="pay-at-clinic">
      <Stack gap="sm">
        <Title order={2} fz={20} id="pay-at-clinic">
          {t('title')}
        </Title>
        <Text size="sm">{t('help', { fee: `\u2066${fee}\u2069` })}</Text>
        <Text size="sm" c="dimmed">
          {t('limit')}
        </Text>
        <ActionError error={confirm.error} title={t('failed')} overrides={{ too_many_holds: t('tooMany') }} />
        <Button
          variant="light"
          size="md"
          w={{ base: '100%', sm: 'auto' }}
          loading={confirm.isPending}
          onClick={() => confirm.mutate({ body: { appointment_id: appointment.id } }, { onSuccess: onConfirmed })}
        >
          {t('confirm')}
        </Button>
      </Stack>
    </Paper>
  );
}
