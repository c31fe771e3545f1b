import { describe, expect, it } from 'vitest';
import { foldAt, MAX_FOLD_LEVEL, nextFoldLevel, offersDemo } from './fold';

describe('header fold', () => {
  it('folds the demo first, then Call Us, then tightens the row, then Find a doctor keeps its icon, then moves into the menu; the name is never part of the fold', () => {
    const none = { demoInMenu: false, callInMenu: false, compact: false, findIconOnly: false, findInMenu: false };
    expect(foldAt(0)).toEqual(none);
    expect(foldAt(1)).toEqual({ ...none, demoInMenu: true });
    expect(foldAt(2)).toEqual({ ...none, demoInMenu: true, callInMenu: true });
    expect(foldAt(3)).toEqual({ ...none, demoInMenu: true, callInMenu: true, compact: true });
    const all = { demoInMenu: true, callInMenu: true, compact: true };
    expect(foldAt(4)).toEqual({ ...all, findIconOnly: true, findInMenu: false });
    expect(foldAt(5)).toEqual({ ...all, findIconOnly: true, findInMenu: true });
  });

  it('steps on only while the row overflows, and stops at the last step', () => {
    expect(nextFoldLevel(0, false)).toBe(0);
    expect(nextFoldLevel(0, true)).toBe(1);
    expect(nextFoldLevel(1, true)).toBe(2);
    expect(nextFoldLevel(3, false)).toBe(3);
    expect(nextFoldLevel(3, true)).toBe(4);
    expect(nextFoldLevel(MAX_FOLD_LEVEL, true)).toBe(MAX_FOLD_LEVEL);
  });

  it('offers Request a demo to visitors and patients, never to a signed-in professional', () => {
    expect(offersDemo(null)).toBe(true);
    expect(offersDemo('patient')).toBe(true);
    expect(offersDemo('doctor')).toBe(false);
    expect(offersDemo('clinic_owner')).toBe(false);
    expect(offersDemo('staff')).toBe(false);
  });
});
