import { ToneBadge } from '@/components/tone-badge';
import type { Appointment } from '@/lib/appointments';
import { visitStatus } from '../lib/visits';

/** The appointment's one plain status ("Confirmed", "Cancelled — refund on its way"). */
export function StatusBadges({ appointment }: { appointment: Appointment }) {
  const status = visitStatus(appointment);
  return (
    <ToneBadge variant="light" color={status.color} maw="100%">
      {status.label}
    </ToneBadge>
  );
}
