import { Badge } from '@mantine/core';
import { toneTextColor } from '@/components/tone-colors';
import type { Appointment } from '@/lib/appointments';
import { visitStatus } from '../lib/visits';

/** The appointment's one plain status ("Confirmed", "Cancelled — refund on its way"). */
export function StatusBadges({ appointment }: { appointment: Appointment }) {
  const status = visitStatus(appointment);
  return (
    <Badge variant="light" color={status.color} c={toneTextColor(status.color)} tt="none" maw="100%">
      {status.label}
    </Badge>
  );
}
