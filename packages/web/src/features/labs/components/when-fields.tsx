import { Alert, Loader, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { SelectField } from '@/components/select-field';
import { formatTime12h } from '@/lib/format-time';
import { useT } from '@/lib/i18n/language-context';
import { labTimesQueryOptions } from '../api/lab-queries';
import { formatLongDate } from '../lib/dates';
import { preferredDay, preferredSlot } from '../lib/default-slot';
import { labBookingCatalogue } from '../i18n/booking.en';

type Props = {
  branchId: number;
  homeSampling: boolean;
  date: string;
  time: string | null;
  onChange: (next: { date: string; time: string | null }) => void;
  disabled: boolean;
  dateError?: string;
  timeError?: string;
};

/**
 * The date and the time, only from what the server's clock still allows in Pakistan time (issue
 * 33: a list drawn from the browser's clock offered 12:00 AM at 1 AM). A date or time that is no
 * longer offered moves to the first one that is; the form starts on the first day with a daytime time.
 */
export function WhenFields({ branchId, homeSampling, date, time, onChange, disabled, dateError, timeError }: Props) {
  const t = useT(labBookingCatalogue);
  const query = useQuery(labTimesQueryOptions(branchId, homeSampling));
  const days = query.data?.days ?? [];
  const day = days.find((d) => d.date === date);
  const toSlots = (times: readonly string[]) => times.map((value) => ({ value, label: formatTime12h(value) }));

  // Before paint (a layout effect): the fields never show empty for a frame while the first day and
  // time are being chosen, and nothing can be sent in that moment (the form loads after hydration, so
  // this never runs on the server).
  useLayoutEffect(() => {
    if (!query.data) return;
    const first = preferredDay(query.data.days);
    const current = query.data.days.find((d) => d.date === date);
    if (!current)
      onChange(first ? { date: first.date, time: preferredSlot(toSlots(first.times)) } : { date: '', time: null });
    else if (time && !current.times.includes(time)) onChange({ date, time: preferredSlot(toSlots(current.times)) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list or the choice changes
  }, [query.data, date, time]);

  if (query.isPending) return <Loader size="sm" role="status" aria-label={t('times.loading')} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('times.failed')}
      </Alert>
    );
  if (days.length === 0) return <Text size="sm">{t('times.none')}</Text>;
  return (
    <>
      <SimpleGrid cols={2} spacing="sm">
        <SelectField
          label={t('date')}
          required
          data={days.map((d) => ({ value: d.date, label: formatLongDate(d.date) }))}
          value={day ? date : null}
          placeholder={t('date.choose')}
          disabled={disabled}
          error={dateError}
          onChange={(next) => {
            const chosen = days.find((d) => d.date === next);
            if (chosen) onChange({ date: chosen.date, time: preferredSlot(toSlots(chosen.times)) });
          }}
        />
        <SelectField
          label={t('time')}
          required
          data={toSlots(day?.times ?? [])}
          value={time}
          disabled={disabled}
          error={timeError}
          onChange={(next) => onChange({ date, time: next })}
        />
      </SimpleGrid>
      {homeSampling && (
        <Text size="sm" c="dimmed">
          {t('home.window')}
        </Text>
      )}
    </>
  );
}
