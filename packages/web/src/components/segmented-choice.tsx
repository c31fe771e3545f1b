import { useId, type ReactNode } from 'react';
import classes from './segmented-choice.module.css';

type Option<T extends string> = { value: T; label: ReactNode };

type Props<T extends string> = {
  /** The visible name of the choice. */
  legend: ReactNode;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
};

/**
 * One of a few options, as native radio buttons drawn side by side like a segmented control:
 * nothing to measure or animate while the page hydrates, the phone's own focus and arrow keys.
 */
export function SegmentedChoice<T extends string>({ legend, value, options, onChange }: Props<T>) {
  const name = useId();
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${name}-legend`}
      className={classes.group}
      style={{ gridTemplateColumns: `repeat(${options.length}, 1fr)` }}
    >
      <legend id={`${name}-legend`} className={classes.legend}>
        {legend}
      </legend>
      {options.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
