import { Stack, Text } from '@mantine/core';
import type { Appointment } from '@/lib/appointments';
import { useT } from '@/lib/i18n/language-context';
import { paymentOutcomeCatalogue } from '../i18n/outcome.en';
import { failedPaymentText } from '../lib/payment-outcome';

/** Why the payment failed and what to do next, in plain words; the gateway's code in small print. */
export function FailedPayment({ payment }: { payment: Appointment['payment'] }) {
  const t = useT(paymentOutcomeCatalogue);
  const { meaning, next } = failedPaymentText(payment);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {meaning}
      </Text>
      <Text size="sm">{next}</Text>
      <Text size="sm">{t('held')}</Text>
      {payment?.result_code && (
        <Text size="xs" c="dimmed">
          <bdi>{t('gatewayCode', { code: payment.result_code })}</bdi>
        </Text>
      )}
    </Stack>
  );
}
