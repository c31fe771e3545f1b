import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { render as baseRender } from './render';

/**
 * The shared render helper with a user that skips user-event's pointer-events check. That check
 * walks getComputedStyle up the tree on every click, which is slow in happy-dom and made long
 * form journeys flaky under parallel load. Mantine never disables pointer events on live controls.
 */
export function render(...args: Parameters<typeof baseRender>): ReturnType<typeof baseRender> {
  return { ...baseRender(...args), user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}
