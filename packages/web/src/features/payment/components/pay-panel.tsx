import { Button, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { Appointment } from '@/lib/appointments';
import { formatRs } from '@/lib/format-currency';
import type { PaymentMethod } from '../lib/payment-methods';
import { HoldCountdown } from './hold-countdown';
import { PaymentMethodPicker } from './payment-method-picker';
import { useT } from '@/lib/i18n/language-context';
import { paymentCatalogue } from '../i18n/en';

type Props = {
  appointment: Appointment;
  holdSeconds: number;
  paying: boolean;
  onPay: (method: PaymentMethod) => void;
};

/** While the slot is held: the countdown, the method and Pay Rs. X (which leaves for the gateway). */
export function PayPanel({ appointment, holdSeconds, paying, onPay }: Props) {
  const t = useT(paymentCatalogue);
  // A retry after a failure offers the method the payer tried last.
  const [method, setMethod] = useState<PaymentMethod | null>(appointment.payment?.method ?? null);
  const [missing, setMissing] = useState(false);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="pay">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (method) onPay(method);
          else setMissing(true);
        }}
      >
        <Stack gap="md">
          <Title order={2} fz={20} id="pay">
            {t('payForYourAppointment')}
          </Title>
          <HoldCountdown seconds={holdSeconds} />
          <PaymentMethodPicker
            value={method}
            onChange={(next) => {
              setMethod(next);
              setMissing(false);
            }}
            error={missing ? t('chooseHowYouWantTo') : undefined}
          />
          <Button type="submit" size="md" loading={paying} fullWidth={false} w={{ base: '100%', sm: 'auto' }}>
            {t('pay')} {formatRs(appointment.fee)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
