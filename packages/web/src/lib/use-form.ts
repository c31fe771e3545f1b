import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { focusFirstInvalid, formOf } from '@/lib/focus-first-invalid';

// The portal's one form hook: the part of @mantine/form's useForm (controlled mode) its forms use,
// with the same behaviour. Measured for issue 35 (production build, gzip -9, tests/size): on the
// sign-in and sign-up pages @mantine/form adds 5,901 bytes to the first load, which puts
// default-signup at 173,262 bytes and hospital- and pharmacy-signup at 172,453, over the
// 171,008-byte (167 KB) route budget. This hook's chunk is 843 bytes (@mantine/form's was 6,379).

type Values = Record<string, unknown>;
type Path<V> = keyof V & string;
type Errors<V> = Partial<Record<Path<V>, ReactNode>>;

/** A field's rule: its error, or null when the value is fine (all values come too, for rules like confirm). */
export type FieldRules<V> = { [K in keyof V]?: (value: V[K], values: V) => ReactNode };

/** What an input needs: spread it on a Mantine input, a SelectField or a Radio.Group. */
export type InputProps<T> = {
  value: T;
  onChange: (input: unknown) => void;
  error: ReactNode;
  'data-path': string;
};

/** What a Mantine Checkbox needs (getInputProps(path, { type: 'checkbox' })). */
export type CheckboxProps = Omit<InputProps<unknown>, 'value'> & { checked: boolean };

/** An input's change: a DOM change event (its value, or checked for a checkbox) or the value itself. */
function changedValue(input: unknown): unknown {
  if (input && typeof input === 'object' && 'nativeEvent' in input) {
    const target = (input as { nativeEvent: unknown; currentTarget: HTMLInputElement }).currentTarget;
    return target.type === 'checkbox' ? target.checked : target.value;
  }
  return input;
}

const isError = (error: ReactNode) => error !== null && error !== undefined && error !== false;

/** The errors that are errors: null, undefined and false mean the field is fine. */
function errorsOnly<V>(errors: Errors<V>): Errors<V> {
  const found: Errors<V> = {};
  for (const path of Object.keys(errors) as Path<V>[]) if (isError(errors[path])) found[path] = errors[path];
  return found;
}

/**
 * Controlled form state. Errors appear on submit, all at once (every rule runs, the handler only
 * gets valid values), with focus moved to the first invalid field; a field's error goes as soon as
 * that field changes, unless the field is validated on change (its rule runs again at once);
 * setValues and reset clear every error.
 */
export function useForm<V extends Values>({
  initialValues,
  validate: rules = {},
  validateInputOnChange = [],
}: {
  initialValues: V;
  validate?: NoInfer<FieldRules<V>>;
  /** Fields whose rule runs on every change (a file's size, say) instead of waiting for submit. */
  validateInputOnChange?: NoInfer<Path<V>[]>;
}) {
  const [values, setValuesState] = useState(initialValues);
  // The values of the first render, what reset goes back to.
  const [initial] = useState(initialValues);
  // The latest values, also between a change and the next render (what getValues and submit read).
  const latest = useRef(values);
  const [errors, setErrorsState] = useState<Errors<V>>({});

  const update = (next: V) => {
    latest.current = next;
    setValuesState(next);
  };

  const setErrors = (next: Errors<V>) => setErrorsState(errorsOnly(next));

  const setFieldError = (path: Path<V>, error: ReactNode) =>
    setErrorsState((current) => {
      if (!isError(error) && current[path] === undefined) return current;
      const rest = { ...current };
      if (isError(error)) rest[path] = error;
      else delete rest[path];
      return rest;
    });

  const setFieldValue = <K extends Path<V>>(path: K, value: V[K]) => {
    const validated = validateInputOnChange.includes(path);
    if (!validated) setFieldError(path, null);
    if (latest.current[path] === value) return;
    update({ ...latest.current, [path]: value });
    if (validated) setFieldError(path, rules[path]?.(value, latest.current));
  };

  const setValues = (changed: Partial<V>) => {
    update({ ...latest.current, ...changed });
    setErrorsState({});
  };

  const reset = () => {
    update(initial);
    setErrorsState({});
  };

  const validate = (): Errors<V> => {
    const found: Errors<V> = {};
    for (const path of Object.keys(rules) as Path<V>[]) {
      const error = rules[path]?.(latest.current[path], latest.current);
      if (isError(error)) found[path] = error;
    }
    return found;
  };

  const onSubmit =
    (handle: (values: V, event?: FormEvent<HTMLFormElement>) => void) => (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const found = validate();
      setErrorsState(found);
      if (Object.keys(found).length === 0) handle(latest.current, event);
      else focusFirstInvalid(formOf(event));
    };

  function getInputProps<K extends Path<V>>(path: K): InputProps<V[K]>;
  function getInputProps<K extends Path<V>>(path: K, options: { type: 'checkbox' }): CheckboxProps;
  function getInputProps<K extends Path<V>>(path: K, options?: { type: 'checkbox' }) {
    const props = {
      onChange: (input: unknown) => setFieldValue(path, changedValue(input) as V[K]),
      error: errors[path],
      'data-path': path,
    };
    const value = latest.current[path];
    return options?.type === 'checkbox' ? { ...props, checked: Boolean(value) } : { ...props, value };
  }

  return {
    values,
    errors,
    getValues: () => latest.current,
    setFieldValue,
    setValues,
    setErrors,
    reset,
    getInputProps,
    onSubmit,
  };
}
