import { Button, Group, Skeleton, Text } from '@mantine/core';
import type { components } from '@ehp/api-types';
import { useId, useRef } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { groupSlots } from '../lib/time-groups';
import { TimeGroupSlots } from './time-group';
import { useRovingFocus } from './use-roving-focus';
import { useT } from '@/lib/i18n/language-context';
import { doctorsCatalogue } from '../i18n/en';
import { doctorsProfileCatalogue } from '../i18n/profile.en';

type Slot = components['schemas']['Slot'];

type Props = {
  slots: Slot[] | undefined;
  error: string | null;
  onRetry: () => void;
  selected: string | null;
  onPick: (time: string) => void;
};

/** The day's times in 12-hour time, grouped by part of the day; taken ones are labelled and disabled, past ones hidden. */
export function TimeSlots({ slots: listed, error, onRetry, selected, onPick }: Props) {
  const t = useT(doctorsProfileCatalogue);
  const common = useT(doctorsCatalogue);
  const labelId = useId();
  // All the day's times and its "Show more" buttons: one Tab stop, arrow keys inside.
  const timesRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useRovingFocus(timesRef);
  // Times already past (by the server's clock) are not offered at all, rather than shown as taken.
  const slots = listed?.filter((slot) => slot.past !== true);
  let body;
  if (error !== null) {
    body = (
      <ErrorAlert title={t('times.failed')}>
        <Group gap="sm">
          <Text size="sm">{error}</Text>
          <Button size="compact-sm" variant="white" color="red" onClick={onRetry}>
            {common('retry')}
          </Button>
        </Group>
      </ErrorAlert>
    );
  } else if (slots === undefined) {
    body = <Skeleton height={84} aria-label={t('times.loading')} />;
  } else if (!slots.some((slot) => slot.available)) {
    body = <Text size="sm">{t('times.none')}</Text>;
  } else {
    // Morning, afternoon and evening, a few times each: the whole day at once was a wall of buttons.
    body = (
      <div role="group" aria-labelledby={labelId} ref={timesRef} onKeyDown={onKeyDown}>
        {groupSlots(slots).map(({ group, slots: inGroup }) => (
          <TimeGroupSlots key={group} group={group} slots={inGroup} selected={selected} onPick={onPick} />
        ))}
      </div>
    );
  }
  return (
    <div>
      <Text id={labelId} size="sm" fw={600} mb={6}>
        {t('time')}
      </Text>
      {body}
      <Text size="xs" c="dimmed" mt={6}>
        {t('times.pkt')}
      </Text>
    </div>
  );
}
