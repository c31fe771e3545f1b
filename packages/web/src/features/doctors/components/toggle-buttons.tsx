import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './slot-picker.module.css';

export type ToggleOption = { value: string; disabled: boolean; content: ReactNode };

const layouts = {
  /** One row that scrolls sideways on a phone (the dates). */
  strip: { group: classes.strip, button: classes.day, parts: classes.dayParts },
  /** A grid that wraps (the times). */
  grid: { group: classes.times, button: classes.time, parts: classes.timeParts },
};

type Props = {
  /** The id of the visible label that names the group. */
  labelledBy: string;
  options: ToggleOption[];
  selected: string | null;
  onPick: (value: string) => void;
  layout: keyof typeof layouts;
};

/** A labelled group of toggle buttons, one pressed at most; unavailable ones stay visible but disabled. */
export function ToggleButtons({ labelledBy, options, selected, onPick, layout }: Props) {
  const classNames = layouts[layout];
  return (
    <div role="group" aria-labelledby={labelledBy} className={classNames.group}>
      {options.map(({ value, disabled, content }) => {
        const active = value === selected;
        return (
          <Button
            key={value}
            variant={active ? 'filled' : 'default'}
            aria-pressed={active}
            disabled={disabled}
            onClick={() => onPick(value)}
            className={classNames.button}
          >
            <span className={classNames.parts}>{content}</span>
          </Button>
        );
      })}
    </div>
  );
}
