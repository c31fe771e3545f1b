import { useEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TOGGLES = new Set(['checkbox', 'radio']);
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/** Whether the visitor changed the field: it no longer holds what the page's HTML gave it. */
function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && TOGGLES.has(field.type)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Whether React has taken the field over (hydrated it): it then carries React's own keys. */
function isLive(field: Field): boolean {
  return Object.keys(field).some((key) => key.startsWith('__reactProps'));
}

type Early = { field: Field; value: string; checked: boolean };

/**
 * Tells React what the field held, as a keystroke or tap would. React keeps a copy of each field's
 * value (or checked state) and fires onChange only when the field differs from it; hydration took
 * the copy from the page, typed text included, and a render since may have emptied the field. So
 * the copy is set to the rendered value (the instance's own setter), the visitor's value put back
 * past it (the prototype's setter), and the event dispatched (Testing Library's fireEvent does the same).
 */
function replay({ field, value, checked }: Early): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  if (field instanceof HTMLInputElement && TOGGLES.has(field.type)) {
    field.checked = field.defaultChecked;
    Object.getOwnPropertyDescriptor(prototype, 'checked')?.set?.call(field, checked);
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** How long fields in parts of the page React hydrates later (lazy sections) are waited for. */
const WAIT_FOR_LIVE_MS = 15_000;

/**
 * What a visitor typed, ticked or chose in the server-rendered page before its script ran (a slow
 * phone on 3G): hydration leaves it on screen, but the components' state still holds the empty
 * value they were rendered with, and their next render would wipe it (the patient's number on the
 * sign-in page, the home page's search box). Told to each field's component as soon as React has
 * taken that field over (the page's sections hydrate one after another); watched every frame until
 * then, for at most WAIT_FOR_LIVE_MS.
 */
export function replayEarlyInput(container: HTMLElement): void {
  // Fields React has not taken over yet that the visitor changed, with what they last held: typing
  // goes on between the first commit and a lazy section's hydration, and that render may empty them.
  const waiting = new Map<Field, Early>();
  const until = performance.now() + WAIT_FOR_LIVE_MS;
  const step = (first: boolean) => {
    let notLive = false;
    for (const field of Array.from(container.querySelectorAll<Field>('input, textarea, select'))) {
      if (field.disabled || (field instanceof HTMLInputElement && NOT_TYPED.has(field.type))) continue;
      const live = isLive(field);
      notLive ||= !live;
      // A radio group is told once, by the radio now chosen.
      const told = !(field instanceof HTMLInputElement && field.type === 'radio' && !field.checked);
      const early = waiting.get(field);
      if (!live) {
        if (told && changedByVisitor(field)) waiting.set(field, snapshot(field));
      } else if (early) {
        waiting.delete(field);
        replay(early);
      } else if (first && told && changedByVisitor(field)) replay(snapshot(field));
    }
    if (notLive && performance.now() < until) requestAnimationFrame(() => step(false));
  };
  step(true);
}

const snapshot = (field: Field): Early => ({
  field,
  value: field.value,
  checked: field instanceof HTMLInputElement && field.checked,
});

/**
 * Rendered last in the hydrated tree: its effect runs once the page's first hydration has committed,
 * while every field still shows what the visitor left in it.
 */
export function ReplayEarlyInput({ container }: { container: HTMLElement }): null {
  useEffect(() => replayEarlyInput(container), [container]);
  return null;
}
