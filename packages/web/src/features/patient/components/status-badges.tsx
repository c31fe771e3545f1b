import { Badge, Group } from '@mantine/core';
import { appointmentStateLabel, paymentStateLabel, type Appointment } from '@/lib/appointments';

// Mantine's light yellow badge text (yellow-9 on pale yellow) is about 3:1; dark amber keeps 4.5:1.
const textColor = (color: string) => (color === 'yellow' ? '#7a4a00' : undefined);

/** The appointment's status and its payment status, side by side. */
export function StatusBadges({ appointment }: { appointment: Appointment }) {
  const state = appointmentStateLabel[appointment.status];
  const payment = paymentStateLabel[appointment.payment_status];
  return (
    <Group gap={6}>
      <Badge variant="light" color={state.color} c={textColor(state.color)} tt="none">
        {state.label}
      </Badge>
      <Badge variant="outline" color={payment.color} c={textColor(payment.color)} tt="none">
        {payment.label}
      </Badge>
    </Group>
  );
}
