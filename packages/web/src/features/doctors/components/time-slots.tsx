import { Button, Group, Skeleton, Text } from '@mantine/core';
import { formatTime12h, type components } from '@ehp/api-types';
import { useId } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { ToggleButtons } from './toggle-buttons';
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

/** The day's times as toggle buttons in 12-hour time; taken ones stay visible, labelled and disabled. */
export function TimeSlots({ slots, error, onRetry, selected, onPick }: Props) {
  const t = useT(doctorsProfileCatalogue);
  const common = useT(doctorsCatalogue);
  const labelId = useId();
  let body;
  if (error !== null) {
    body = (
      <ErrorAlert title={t('weCouldNotLoadThe')}>
        <Group gap="sm">
          <Text size="sm">{error}</Text>
          <Button size="compact-sm" variant="white" color="red" onClick={onRetry}>
            {common('retry')}
          </Button>
        </Group>
      </ErrorAlert>
    );
  } else if (slots === undefined) {
    body = <Skeleton height={84} aria-label={t('loadingTimes')} />;
  } else if (!slots.some((slot) => slot.available)) {
    body = <Text size="sm">{t('noFreeTimesOnThis')}</Text>;
  } else {
    const options = slots.map(({ time, available }) => ({
      value: time,
      disabled: !available,
      content: <SlotTime time={time} available={available} />,
    }));
    body = <ToggleButtons labelledBy={labelId} options={options} selected={selected} onPick={onPick} layout="grid" />;
  }
  return (
    <div>
      <Text id={labelId} size="sm" fw={600} mb={6}>
        {t('time')}
      </Text>
      {body}
      <Text size="xs" c="dimmed" mt={6}>
        {t('timesAreInPakistanTime')}
      </Text>
    </div>
  );
}
