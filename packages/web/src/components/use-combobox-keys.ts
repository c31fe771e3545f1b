import { useState, type KeyboardEvent } from 'react';

type Options<T> = {
  /** The options shown for the current text (none while it is being looked up). */
  options: T[];
  value: string;
  onValueChange: (text: string) => void;
  onChoose: (option: T) => void;
};

/**
 * The keyboard of a WAI-ARIA combobox whose focus stays in the input: the arrows open the list and
 * move the active option (wrapping), Enter chooses the active one (with none active the form submits),
 * Escape closes the list, or empties the box when it is closed.
 */
export function useComboboxKeys<T>({ options, value, onValueChange, onChoose }: Options<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;

  const choose = (option: T) => {
    setOpen(false);
    setActive(-1);
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) =>
        expanded ? (index + step + options.length) % options.length : step === 1 ? 0 : options.length - 1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        onValueChange('');
      }
    }
  };

  /** Opens (or closes) the list with no option active. */
  const show = (shown: boolean) => {
    setOpen(shown);
    setActive(-1);
  };

  return { open, setOpen, active, expanded, choose, onKeyDown, show };
}
