import { Alert } from '@mantine/core';
import { toneAlertVars } from '@/components/tone-colors';
import { gatewayHintCopy } from '../lib/checkout-copy';
import type { GatewayReturn } from '../lib/gateway-return';
import { useT } from '@/lib/i18n/language-context';
import { paymentCatalogue } from '../i18n/en';

const colors = { completed: 'teal', pending: 'yellow', failed: 'red' } as const;

/**
 * The gateway's code from the URL, shown at once while the appointment loads (or while the payer
 * signs in). It is only a hint: the appointment's payment status from the server decides.
 */
export function GatewayHint({ gateway, note }: { gateway: GatewayReturn; note: string }) {
  const t = useT(paymentCatalogue);
  if (gateway.result === 'none') return null;
  const color = colors[gateway.result];
  return (
    <Alert
      color={color}
      variant="light"
      role="status"
      title={gatewayHintCopy[gateway.result]}
      vars={toneAlertVars(color)}
    >
      {gateway.code ? t('gatewayCode', { code: gateway.code }) : ''}
      {note}
    </Alert>
  );
}
