import { Badge, Group } from '@mantine/core';
import { toneTextColor } from '@/components/tone-colors';
import { appointmentStateLabel, paymentStateLabel, type Appointment } from '@/lib/appointments';

/** The appointment's status and its payment status, side by side. */
export function StatusBadges({ appointment }: { appointment: Appointment }) {
  const state = appointmentStateLabel[appointment.status];
  const payment = paymentStateLabel[appointment.payment_status];
  return (
    <Group gap={6}>
      <Badge variant="light" color={state.color} c={toneTextColor(state.color)} tt="none">
        {state.label}
      </Badge>
      <Badge variant="outline" color={payment.color} c={toneTextColor(payment.color)} tt="none">
        {payment.label}
      </Badge>
    </Group>
  );
}
