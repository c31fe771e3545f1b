import { describe, expect, it } from 'vitest';
import { foldAt, MAX_FOLD_LEVEL, nextFoldLevel, offersDemo } from './fold';

describe('header fold', () => {
  it('folds the demo first, then Call Us, then tightens the row, then About and Contact us; the name is never part of the fold', () => {
    expect(foldAt(0)).toEqual({ demoInMenu: false, callInMenu: false, compact: false, pagesInMenu: false });
    expect(foldAt(1)).toEqual({ demoInMenu: true, callInMenu: false, compact: false, pagesInMenu: false });
    expect(foldAt(2)).toEqual({ demoInMenu: true, callInMenu: true, compact: false, pagesInMenu: false });
    expect(foldAt(3)).toEqual({ demoInMenu: true, callInMenu: true, compact: true, pagesInMenu: false });
    expect(foldAt(4)).toEqual({ demoInMenu: true, callInMenu: true, compact: true, pagesInMenu: true });
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
