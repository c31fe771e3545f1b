import { Group, Text } from '@mantine/core';
import { ToneBadge } from '@/components/tone-badge';
import { useT } from '@/lib/i18n/language-context';
import { callVisitCatalogue } from '../i18n/visit.en';
import { rich } from '@/lib/i18n/translations';

type Props = { reason: string | null; returning: boolean };

/** What the doctor triages by: new or returning, and the patient's own words (kept as typed: dir="auto"). */
export function VisitNote({ reason, returning }: Props) {
  const t = useT(callVisitCatalogue);
  const color = returning ? 'blue' : 'grape';
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <ToneBadge variant="light" color={color}>
        {returning ? t('patient.returning') : t('patient.new')}
      </ToneBadge>
      {reason !== null && (
        <Text size="sm">
          {rich(t('patient.reason', { reason }), {
            b: (text) => (
              <Text span fw={600} size="sm">
                {text}
              </Text>
            ),
            reason: (text) => <span dir="auto">{text}</span>,
          })}
        </Text>
      )}
    </Group>
  );
}
