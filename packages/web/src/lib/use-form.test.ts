import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useForm } from './use-form';

const setup = () =>
  renderHook(() =>
    useForm({
      initialValues: { email: '', password: '', confirm: '' },
      validate: {
        email: (value) => (value.includes('@') ? null : 'bad email'),
        confirm: (value, values) => (value === values.password ? null : 'no match'),
      },
    }),
  );

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;

describe('useForm', () => {
  it('when submitted with invalid values, then each rule error shows and the handler is not called', () => {
    const { result } = setup();
    const handle = vi.fn();
    const event = submitEvent();
    act(() => result.current.onSubmit(handle)(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(handle).not.toHaveBeenCalled();
    expect(result.current.getInputProps('email').error).toBe('bad email');
    expect(result.current.getInputProps('password').error).toBeUndefined();
    expect(result.current.getInputProps('confirm').error).toBeUndefined();
  });

  it('when a field changes, then its error goes and the others stay', () => {
    const { result } = setup();
    act(() => result.current.setFieldValue('password', 'x'));
    act(() => result.current.onSubmit(vi.fn())());
    expect(result.current.getInputProps('confirm').error).toBe('no match');
    const input = Object.assign(document.createElement('input'), { value: 'a@b.pk' });
    act(() =>
      result.current.getInputProps('email').onChange({ nativeEvent: new Event('change'), currentTarget: input }),
    );
    expect(result.current.values.email).toBe('a@b.pk');
    expect(result.current.getInputProps('email').error).toBeUndefined();
    expect(result.current.getInputProps('confirm').error).toBe('no match');
  });

  it('when the values are valid, then the handler gets the latest values and errors clear', () => {
    const { result } = setup();
    act(() => result.current.onSubmit(vi.fn())());
    act(() => {
      result.current.getInputProps('email').onChange('a@b.pk');
      result.current.setFieldValue('password', 'p');
      result.current.setFieldValue('confirm', 'p');
    });
    const handle = vi.fn();
    act(() => result.current.onSubmit(handle)());
    expect(handle).toHaveBeenCalledWith({ email: 'a@b.pk', password: 'p', confirm: 'p' }, undefined);
    expect(result.current.getInputProps('email')).toMatchObject({
      value: 'a@b.pk',
      error: undefined,
      'data-path': 'email',
    });
  });

  it('when values are set together, then they merge, getValues has them at once and every error clears', () => {
    const { result } = setup();
    act(() => result.current.onSubmit(vi.fn())());
    act(() => {
      result.current.setValues({ email: 'c@d.pk' });
      expect(result.current.getValues().email).toBe('c@d.pk');
    });
    expect(result.current.values).toEqual({ email: 'c@d.pk', password: '', confirm: '' });
    expect(result.current.getInputProps('email').error).toBeUndefined();
  });

  it('when the form is reset, then the first values come back and every error clears', () => {
    const { result } = setup();
    act(() => result.current.setFieldValue('password', 'p'));
    act(() => result.current.onSubmit(vi.fn())());
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ email: '', password: '', confirm: '' });
    expect(result.current.errors).toEqual({});
  });

  it('when errors are set, then null, undefined and false mean no error', () => {
    const { result } = setup();
    act(() => result.current.setErrors({ email: true, password: null, confirm: false }));
    expect(result.current.errors).toEqual({ email: true });
  });

  it('when a field is validated on change, then its rule runs on every change', () => {
    const { result } = renderHook(() =>
      useForm({
        initialValues: { subject: '', file: 0 },
        validate: { subject: (value) => (value ? null : 'empty'), file: (size) => (size > 10 ? 'too big' : null) },
        validateInputOnChange: ['file'],
      }),
    );
    act(() => result.current.setFieldValue('file', 11));
    expect(result.current.errors).toEqual({ file: 'too big' });
    act(() => result.current.setFieldValue('file', 5));
    expect(result.current.errors).toEqual({});
  });

  it('when a checkbox is asked for, then it gets checked instead of value and its change sets the boolean', () => {
    const { result } = renderHook(() => useForm({ initialValues: { home: false } }));
    const input = Object.assign(document.createElement('input'), { type: 'checkbox', checked: true });
    act(() =>
      result.current
        .getInputProps('home', { type: 'checkbox' })
        .onChange({ nativeEvent: new Event('change'), currentTarget: input }),
    );
    expect(result.current.getInputProps('home', { type: 'checkbox' })).toMatchObject({
      checked: true,
      'data-path': 'home',
    });
    expect(result.current.getInputProps('home', { type: 'checkbox' })).not.toHaveProperty('value');
  });
});
