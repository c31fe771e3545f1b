/**
 * Where a key moves focus in a menu of `count` items whose focused item is `index` (-1: none), before
 * wrapping round; null when the key moves nothing. WAI-ARIA menu: arrows step, Home and End jump.
 */
export function menuKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return index + 1;
    case 'ArrowUp':
      return index - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** A printable character, which moves focus to the next item starting with it (type-ahead). */
export const isTypeAheadKey = (key: string) => key.length === 1 && /\S/.test(key);

/**
 * The next item after `index` whose text starts with `char`, wrapping round to the first such item;
 * -1 when no item starts with it.
 */
export function typeAheadIndex(items: readonly Element[], index: number, char: string): number {
  const starts = (item: Element) => item.textContent?.trim().toLowerCase().startsWith(char.toLowerCase());
  const next = items.findIndex((item, i) => i > index && starts(item));
  return next >= 0 ? next : items.findIndex(starts);
}
