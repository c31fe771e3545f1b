import { MAX_RESCHEDULES, RESCHEDULE_NOTICE_HOURS } from '@ehp/api-types';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ActionError } from '@/components/action-error';
import { SlowNote } from '@/components/slow-note';
import { paths } from '@/config/paths';
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
  /** The last Pay that failed: shown beside Pay, focused, with Try again when that may work. */
  error: unknown;
};

/** While the slot is held: the countdown, the method and Pay Rs. X (which leaves for the gateway). */
export function PayPanel({ appointment, holdSeconds, paying, onPay, error }: Props) {
  const t = useT(paymentCatalogue);
  // A retry after a failure offers the method the payer tried last.
  const [method, setMethod] = useState<PaymentMethod | null>(appointment.payment?.method ?? null);
  const [missing, setMissing] = useState(false);
  const whyDisabled = useId();

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
            {t('pay.title')}
          </Title>
          <HoldCountdown seconds={holdSeconds} />
          <PaymentMethodPicker
            value={method}
            onChange={(next) => {
              setMethod(next);
              setMissing(false);
            }}
            error={missing ? t('method.choose') : undefined}
          />
          <Text size="sm">
            <span>{t('refundRule', { hours: RESCHEDULE_NOTICE_HOURS, times: MAX_RESCHEDULES })}</span>{' '}
            <Anchor component={Link} to={paths.privacy.paymentPolicy} inherit>
              {t('policy')}
            </Anchor>
          </Text>
          <ActionError
            error={error}
            title={t('start.failed')}
            onRetry={method ? () => onPay(method) : undefined}
            retrying={paying}
          />
          {/* Disabled until a method is chosen, saying why, rather than failing quietly after the press. */}
          <Button
            type="submit"
            size="md"
            loading={paying}
            disabled={method === null}
            aria-describedby={method === null ? whyDisabled : undefined}
            fullWidth={false}
            w={{ base: '100%', sm: 'auto' }}
          >
            {t('pay', { fee: formatRs(appointment.fee) })}
          </Button>
          <SlowNote waiting={paying} />
          {method === null && (
            <Text id={whyDisabled} size="sm" c="dimmed">
              {t('method.first')}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
