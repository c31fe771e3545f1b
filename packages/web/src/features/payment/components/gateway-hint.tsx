import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import type { GatewayReturn } from '../lib/gateway-return';

/**
 * Shown when the payer is back from the payment gateway and the server has not (yet) said how the
 * payment went: while the appointment loads, while the payer signs in, or when the server has no
 * result for the payment the URL names. Neutral on purpose: the result code in the URL is anyone's
 * to type, so it is never shown as the payment's result (issue 21, F15).
 */
export function GatewayHint({
  gateway,
  title,
  children,
}: {
  gateway: GatewayReturn;
  title: string;
  children: ReactNode;
}) {
  if (gateway.result === 'none') return null;
  return (
    <Alert color="blue" variant="light" role="status" title={title}>
      {children}
    </Alert>
  );
}
