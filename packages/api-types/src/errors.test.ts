import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors.ts';

describe('errorMessage (SPEC section 8)', () => {
  it('when the body has a message field, then that is shown', () => {
    expect(errorMessage({ message: 'Demo request already exist!' })).toBe('Demo request already exist!');
  });
  it('when an axios-like error wraps the body, then the body message wins', () => {
    expect(errorMessage({ message: 'Request failed', response: { data: { message: 'Invalid code' } } })).toBe(
      'Invalid code',
    );
  });
  it('when only the error has a message, then the error message is shown', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
  it('when there is no message at all, then the error as text is shown', () => {
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage(404)).toBe('404');
    expect(errorMessage(null)).toBe('null');
  });
});
