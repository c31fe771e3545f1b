import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { ComponentProps } from 'react';

type Option = string | { value: string; label: string; disabled?: boolean };

type Props = Omit<NativeSelectProps, 'data' | 'value' | 'onChange' | 'defaultValue'> & {
  data: readonly Option[];
  value?: string | null;
  /** The chosen value; null when the empty choice is picked. */
  onChange?: (value: string | null) => void;
  /** Shown while nothing is chosen: the empty choice. */
  placeholder?: string;
  /** The empty choice can be picked again to clear the value (otherwise it only shows until a choice). */
  clearable?: boolean;
};

/**
 * A choice from a list, as the phone's own picker: the browser's <select> costs no script, opens
 * the native list on Android (type-ahead on desktop) and is announced by every screen reader.
 * Same value/onChange contract as Mantine's Select, so the form hook's getInputProps (lib/use-form) fits it.
 */
export function SelectField({ data, value, onChange, placeholder, clearable = false, ...props }: Props) {
  const empty = placeholder !== undefined && (clearable || !value);
  const options = [
    ...(empty ? [{ value: '', label: placeholder, disabled: !clearable }] : []),
    ...data.map((option) => (typeof option === 'string' ? { value: option, label: option } : option)),
  ];
  return (
    <NativeSelect
      {...props}
      data-placeholder-shown={empty && !value ? true : undefined}
      data={options}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.currentTarget.value || null)}
    />
  );
}

export type SelectFieldProps = ComponentProps<typeof SelectField>;
