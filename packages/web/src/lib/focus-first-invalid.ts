import type { FormEvent } from 'react';

/**
 * After a refused submit, every field's error is shown at once; this moves focus to the first
 * invalid field in the order the form shows them, so keyboard and screen-reader users land on it
 * (issue 25, point 12). It waits for the errors to render (aria-invalid comes with them).
 */
export function focusFirstInvalid(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  setTimeout(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field && document.activeElement !== field) field.focus();
  }, 0);
}

/** The form a submit event came from (read it during the event: React clears currentTarget afterwards). */
export function formOf(event: FormEvent<HTMLFormElement> | undefined): HTMLFormElement | null {
  const target = event?.currentTarget;
  return target instanceof HTMLFormElement ? target : null;
}
