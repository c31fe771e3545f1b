import { describe, expect, it } from 'vitest';
import { foldAt, MAX_FOLD_LEVEL, nextFoldLevel, offersDemo } from './fold';

describe('header fold', () => {
  it('folds the demo first, then Call Us, then cuts the name, tightens the row, cuts the name shorter', () => {
    expect(foldAt(0)).toEqual({ demoInMenu: false, callInMenu: false, name: 'full', compact: false });
    expect(foldAt(1)).toEqual({ demoInMenu: true, callInMenu: false, name: 'full', compact: false });
    expect(foldAt(2)).toEqual({ demoInMenu: true, callInMenu: true, name: 'full', compact: false });
    expect(foldAt(3)).toEqual({ demoInMenu: true, callInMenu: true, name: 'spec', compact: false });
    expect(foldAt(4)).toEqual({ demoInMenu: true, callInMenu: true, name: 'spec', compact: true });
    expect(foldAt(5)).toEqual({ demoInMenu: true, callInMenu: true, name: 'tight', compact: true });
  });

  it('steps on only while the row overflows, and stops at the last step', () => {
    expect(nextFoldLevel(0, false)).toBe(0);
    expect(nextFoldLevel(0, true)).toBe(1);
    expect(nextFoldLevel(2, true)).toBe(3);
    expect(nextFoldLevel(4, false)).toBe(4);
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
