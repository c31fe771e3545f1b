import { Button, Text } from '@mantine/core';
import type { components } from '@ehp/api-types';
import { formatTime12h } from '@/lib/format-time';
import { useId, useState } from 'react';
import { visibleSlots, type TimeGroup as Group } from '../lib/time-groups';
import { ToggleButtons } from './toggle-buttons';
import classes from './slot-picker.module.css';
import { useT } from '@/lib/i18n/language-context';
import { doctorsProfileCatalogue } from '../i18n/profile.en';

type Slot = components['schemas']['Slot'];

type Props = {
  group: Group;
  slots: Slot[];
  selected: string | null;
  onPick: (time: string) => void;
};

function SlotTime({ time, available }: Slot) {
  const t = useT(doctorsProfileCatalogue);
  return (
    <>
      <bdi>{formatTime12h(time)}</bdi>
      {!available && (
        <Text span size="xs">
          {' '}
          {t('taken')}
        </Text>
      )}
    </>
  );
}

/** One part of the day: its first few free times, and "Show N more" for the rest (taken ones included). */
export function TimeGroupSlots({ group, slots, selected, onPick }: Props) {
  const t = useT(doctorsProfileCatalogue);
  const labelId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = visibleSlots(slots, selected, expanded);
  const free = slots.filter((s) => s.available).length;
  const hidden = slots.length - shown.length;
  const options = shown.map(({ time, available }) => ({
    value: time,
    disabled: !available,
    content: <SlotTime time={time} available={available} />,
  }));
  return (
    <div className={classes.group}>
      <Text id={labelId} size="sm" fw={600} mb={4}>
        <span>{t(group)}</span>{' '}
        <Text span size="sm" c="dimmed" fw={400}>
          {t('freeCount', { count: free })}
        </Text>
      </Text>
      {free === 0 ? (
        <Text size="sm" c="dimmed">
          {t('allTaken')}
        </Text>
      ) : (
        <ToggleButtons labelledBy={labelId} options={options} selected={selected} onPick={onPick} layout="grid" />
      )}
      {(hidden > 0 || expanded) && free > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt={4}
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
        >
          {expanded ? t('showFewer') : t('showMore', { count: hidden })}
        </Button>
      )}
    </div>
  );
}
