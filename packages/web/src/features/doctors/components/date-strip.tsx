import { Text, VisuallyHidden } from '@mantine/core';
import { weekdayOf } from '@ehp/api-types';
import { useId } from 'react';
import type { Translate } from '@/lib/i18n/translations';
import { monthShort, weekdayShort } from '../lib/weekday-names';
import type { StripDay } from '../lib/profile-choice';
import { ToggleButtons, type ToggleOption } from './toggle-buttons';
import { useT } from '@/lib/i18n/language-context';
import { doctorsCatalogue } from '../i18n/en';
import { doctorsProfileCatalogue } from '../i18n/profile.en';

type Props = { days: StripDay[]; selected: string | null; today: string; onPick: (date: string) => void };

/** 'Today 14 Mar' or 'Fri 15 Mar' on one button; a day without a sitting says so to screen readers. */
function dayOption(
  { date, open }: StripDay,
  today: string,
  t: Translate<typeof doctorsProfileCatalogue.messages>,
  common: Translate<typeof doctorsCatalogue.messages>,
): ToggleOption {
  const weekday = date === today ? common('today') : weekdayShort(weekdayOf(date));
  return {
    value: date,
    disabled: !open,
    content: (
      <>
        <span>{weekday}</span> <strong>{Number(date.slice(8, 10))}</strong>{' '}
        <span>{monthShort(Number(date.slice(5, 7)) - 1)}</span>
        {!open && <VisuallyHidden>{t('noSittings')}</VisuallyHidden>}
      </>
    ),
  };
}

/** A fortnight of days as toggle buttons; days without a sitting are shown but cannot be picked. */
export function DateStrip({ days, selected, today, onPick }: Props) {
  const t = useT(doctorsProfileCatalogue);
  const common = useT(doctorsCatalogue);
  const labelId = useId();
  const options = days.map((day) => dayOption(day, today, t, common));
  return (
    <div>
      <Text id={labelId} size="sm" fw={600} mb={6}>
        {t('date')}
      </Text>
      <ToggleButtons labelledBy={labelId} options={options} selected={selected} onPick={onPick} layout="strip" />
    </div>
  );
}
