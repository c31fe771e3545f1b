import { ComboboxChevron, Input, InputBase } from '@mantine/core';
import { useRef, useState } from 'react';
import type { FullSelectProps } from './finder-select-full';

type Option = string | { value: string; label: string };

type Props = {
  label: string;
  description?: string;
  placeholder?: string;
  data: readonly Option[];
  value: string | null;
  onChange: (value: string | null) => void;
  nothingFoundMessage: string;
  allowDeselect?: boolean;
  /** Shows a clear button (named by clearLabel) while a value is chosen. */
  clearable?: boolean;
  clearLabel?: string;
};

type FullModule = typeof import('./finder-select-full');
let fullModule: FullModule | null = null;
let loading: Promise<FullModule> | null = null;

/** Fetches the real Select (Combobox, ScrollArea, FocusTrap) ahead of the first focus. */
export function preloadFinderSelect(): Promise<FullModule> {
  loading ??= import('./finder-select-full').then((module) => (fullModule = module));
  return loading;
}

const labelOf = (data: readonly Option[], value: string | null): string => {
  if (value === null) return '';
  const option = data.find((o) => (typeof o === 'string' ? o : o.value) === value);
  return option === undefined ? '' : typeof option === 'string' ? option : option.label;
};

/**
 * A searchable Mantine Select whose code arrives on first use. Until a visitor focuses it, it is
 * the Select's closed input (same markup, label, role and value, so it looks and reads the same)
 * without the Combobox machinery, so the prerendered page hydrates with less script and work.
 * On focus the real Select replaces it, takes the focus and opens as it would have.
 */
export function FinderSelect({ clearLabel, ...props }: Props) {
  const { label, description, placeholder, data, value, onChange, clearable } = props;
  const [active, setActive] = useState(false);
  const [pendingSearch, setPendingSearch] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusOnMount = useRef(false);

  if (active && fullModule) {
    const { FullSelect } = fullModule;
    const fullProps: FullSelectProps = {
      label,
      description,
      placeholder,
      data: data as FullSelectProps['data'],
      value,
      onChange: (next) => onChange(next),
      nothingFoundMessage: props.nothingFoundMessage,
      allowDeselect: props.allowDeselect,
      searchable: true,
      clearable,
      clearButtonProps: clearLabel ? { 'aria-label': clearLabel } : undefined,
      focusOnMount: focusOnMount.current,
      pendingSearch,
    };
    return <FullSelect {...fullProps} />;
  }

  const activate = () => {
    void preloadFinderSelect().then(() => {
      focusOnMount.current = document.activeElement === inputRef.current;
      setActive(true);
    });
  };

  return (
    <>
      <InputBase
        ref={inputRef}
        __staticSelector="Select"
        label={label}
        description={description}
        placeholder={placeholder}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        autoComplete="off"
        value={pendingSearch ?? labelOf(data, value)}
        onChange={(event) => setPendingSearch(event.currentTarget.value)}
        onPointerEnter={() => void preloadFinderSelect()}
        onFocus={activate}
        __defaultRightSection={<ComboboxChevron size="sm" />}
        __clearable={!!clearable && value !== null}
        __clearSection={
          <Input.ClearButton
            tabIndex={-1}
            aria-hidden
            aria-label={clearLabel}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChange(null)}
          />
        }
        rightSectionPointerEvents="none"
      />
      <input type="hidden" value={value ?? ''} />
    </>
  );
}
