import { describe, expect, it } from 'vitest';
import { isTypeAheadKey, menuKeyTarget, typeAheadIndex } from './menu-keys';

describe('menuKeyTarget', () => {
  it('when an arrow is pressed, then focus steps one item from the focused one', () => {
    expect(menuKeyTarget('ArrowDown', 1, 4)).toBe(2);
    expect(menuKeyTarget('ArrowUp', 1, 4)).toBe(0);
  });

  it('when Home or End is pressed, then focus jumps to the first or the last item', () => {
    expect(menuKeyTarget('Home', 2, 4)).toBe(0);
    expect(menuKeyTarget('End', 0, 4)).toBe(3);
  });

  it('when another key is pressed, then focus does not move', () => {
    expect(menuKeyTarget('Tab', 0, 4)).toBeNull();
    expect(menuKeyTarget('a', 0, 4)).toBeNull();
  });
});

describe('typeAheadIndex', () => {
  const texts = ['Doctor', 'Clinic', ' Hospital', 'Cancel'].map((text) =>
    Object.assign(document.createElement('a'), { textContent: text }),
  );

  it('when a letter is typed, then the next item starting with it is chosen, whatever its case', () => {
    expect(typeAheadIndex(texts, 1, 'c')).toBe(3);
    expect(typeAheadIndex(texts, 0, 'H')).toBe(2);
  });

  it('when no later item starts with it, then the search wraps round, and -1 means none', () => {
    expect(typeAheadIndex(texts, 3, 'c')).toBe(1);
    expect(typeAheadIndex(texts, 0, 'z')).toBe(-1);
  });

  it('when the key is a space or a named key, then it is not type-ahead', () => {
    expect(isTypeAheadKey('a')).toBe(true);
    expect(isTypeAheadKey(' ')).toBe(false);
    expect(isTypeAheadKey('Enter')).toBe(false);
  });
});
