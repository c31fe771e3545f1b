import { Button, Text, VisuallyHidden } from '@mantine/core';
import { weekdayOf } from '@ehp/api-types';
import { useId } from 'react';
import { ChevronBackIcon, ChevronForwardIcon } from '@/components/icons';
import type { Translate } from '@/lib/i18n/translations';
import { monthShort, weekdayShort } from '../lib/weekday-names';
import type { StripDay } from '../lib/profile-choice';
import { ToggleButtons, type ToggleOption } from './toggle-buttons';
import { useRovingFocus } from './use-roving-focus';
import { useStripScroll } from './use-strip-scroll';
import classes from './slot-picker.module.css';
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
        {!open && <VisuallyHidden> {t('noSittings')}</VisuallyHidden>}
      </>
    ),
  };
}

// The arrows are Buttons (already on the page) rather than ActionIcons: the profile's first load
// stays within its budget (tests/size).
/**
 * A fortnight of days in one row that scrolls sideways, with arrows and a fade at the edge where
 * more days lie (a day cut at the edge read as the end); days without a sitting cannot be picked.
 */
export function DateStrip({ days, selected, today, onPick }: Props) {
  const t = useT(doctorsProfileCatalogue);
  const common = useT(doctorsCatalogue);
  const labelId = useId();
  const { ref, edges, measure, step } = useStripScroll<HTMLDivElement>(selected);
  const onKeyDown = useRovingFocus(ref);
  const options = days.map((day) => dayOption(day, today, t, common));
  return (
    <div>
      <Text id={labelId} size="sm" fw={600} mb={6}>
        {t('date')}
      </Text>
      <div className={classes.stripRow}>
        <Button
          variant="default"
          className={classes.stripArrow}
          aria-label={t('dates.earlier')}
          disabled={!edges.before}
          onClick={() => step(false)}
        >
          <ChevronBackIcon />
        </Button>
        <div
          ref={ref}
          onScroll={measure}
          onKeyDown={onKeyDown}
          className={classes.stripViewport}
          data-more-before={edges.before || undefined}
          data-more-after={edges.after || undefined}
        >
          <ToggleButtons labelledBy={labelId} options={options} selected={selected} onPick={onPick} layout="strip" />
        </div>
        <Button
          variant="default"
          className={classes.stripArrow}
          aria-label={t('dates.later')}
          disabled={!edges.after}
          onClick={() => step(true)}
        >
          <ChevronForwardIcon />
        </Button>
      </div>
    </div>
  );
}
