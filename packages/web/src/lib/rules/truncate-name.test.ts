import { describe, expect, it } from 'vitest';
import { truncateName } from './truncate-name';

describe('truncateName', () => {
  it('when the name has 12 characters or fewer then returns it unchanged', () => {
    expect(truncateName('Ayesha Khan')).toBe('Ayesha Khan');
    expect(truncateName('Muhammad Ali')).toBe('Muhammad Ali');
  });

  it('when the name is longer than 12 characters then keeps 12 and adds an ellipsis', () => {
    expect(truncateName('Muhammad Ali Jinnah')).toBe('Muhammad Ali…');
  });

  it('when the name is in Urdu or has letters outside the basic plane then it counts characters, not code units', () => {
    expect(truncateName('محمد عبداللہ خان قریشی')).toBe('محمد عبداللہ…');
    expect(truncateName('😀😀😀😀😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀😀😀😀😀😀…');
  });

  it('when the name is empty or missing then returns an empty string', () => {
    expect(truncateName('')).toBe('');
    expect(truncateName(undefined)).toBe('');
  });
});
