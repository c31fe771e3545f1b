import { describe, expect, it } from 'vitest';
import { signUpPathForSlide } from './signup-target';

describe('signUpPathForSlide', () => {
  it.each([
    [0, '/products/clinicmanagement?packages=true'],
    [1, '/pms/signup'],
    [2, '/hospital/signup'],
    [3, '/default/signup'],
    [-1, '/default/signup'],
  ])('when slide %i is on show then SIGN UP goes to %s', (id, path) => {
    expect(signUpPathForSlide(id)).toBe(path);
  });
});
