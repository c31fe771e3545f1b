import { Button, Text, VisuallyHidden } from '@mantine/core';
import { weekdayOf } from '@ehp/api-types';
import { useId } from 'react';
import { WEEKDAY_NAMES } from '../lib/dates';
import type { StripDay } from '../lib/profile-choice';
import classes from './slot-picker.module.css';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Props = { days: StripDay[]; selected: string | null; today: string; onPick: (date: string) => void };

/** A fortnight of days as toggle buttons; days without a sitting are shown but cannot be picked. */
export function DateStrip({ days, selected, today, onPick }: Props) {
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} size="sm" fw={600} mb={6}>
        Date
      </Text>
      <div role="group" aria-labelledby={labelId} className={classes.strip}>
        {days.map(({ date, open }) => {
          const active = date === selected;
          return (
            <Button
              key={date}
              variant={active ? 'filled' : 'default'}
              aria-pressed={active}
              disabled={!open}
              onClick={() => onPick(date)}
              className={classes.day}
            >
              <span className={classes.dayParts}>
                <span>{date === today ? 'Today' : WEEKDAY_NAMES[weekdayOf(date)].slice(0, 3)}</span>{' '}
                <strong>{Number(date.slice(8, 10))}</strong> <span>{MONTHS[Number(date.slice(5, 7)) - 1]}</span>
                {!open && <VisuallyHidden>, no sittings</VisuallyHidden>}
              </span>
            </Button>
          );
        })}
      </div>
    </div>
  );
}
