import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export type FullSelectProps = Omit<SelectProps, 'searchValue' | 'onSearchChange'> & {
  /** Focus the input once mounted (it replaced the light input that had focus). */
  focusOnMount: boolean;
  /** Text typed into the light input before this one replaced it. */
  pendingSearch: string | null;
};

/**
 * The real Mantine Select, loaded only when a visitor reaches for a finder select
 * (see finder-select.tsx): it takes over focus and any text already typed.
 */
export function FullSelect({ focusOnMount, pendingSearch, ...props }: FullSelectProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  useEffect(() => {
    // Runs after the Select's own mount effects (which set the search to the selected label).
    if (pendingSearch !== null) setSearch(pendingSearch);
    if (focusOnMount) ref.current?.focus();
    // Mount only: both props describe the hand-over, not later state.
  }, []);
  return <Select ref={ref} searchValue={search} onSearchChange={setSearch} {...props} />;
}
