import { afterEach, describe, expect, test } from 'vitest';
import { ErrorCode } from '@ehp/api-types';
import { registerLanguage, setPageLanguage, translator } from '@/lib/i18n/translations';
import { errorText, isRetryable } from './error-text';
import { errorsCatalogue } from './i18n/en';
import { ur } from './i18n/ur';

const ARABIC = /[\u0600-\u06ff]/;
const LATIN_WORDS = /[A-Za-z]{2,}\s+[A-Za-z]{2,}/;

afterEach(() => setPageLanguage('en'));

describe('the error catalogue', () => {
  test('when the contract has an error code, then both languages have a text for it', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(errorsCatalogue.messages, code).toHaveProperty(code);
      expect((ur.messages as Record<string, string>)[code], code).toMatch(ARABIC);
    }
  });

  test('when an error body comes, then its code chooses the text and its message is never shown', () => {
    const body = { message: 'This time was just booked (server words)', code: ErrorCode.slot_taken };
    expect(errorText(body)).toBe('This time was just booked by someone else. Please choose another time.');
    expect(errorText({ message: 'Internal server error', code: 'internal_error' })).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });

  test('when the server sends a number, then it comes from the structured field', () => {
    expect(errorText({ message: 'x', code: 'wrong_code', tries_left: 4 })).toBe('Wrong code. 4 tries left.');
    expect(errorText({ message: 'x', code: 'wrong_code', tries_left: 1 })).toBe('Wrong code. 1 try left.');
    expect(errorText({ message: 'x', code: 'wrong_code', tries_left: 0 })).toMatch(/No tries left/);
    expect(errorText({ message: 'x', code: 'rate_limited', retry_after: 125 })).toBe(
      'Too many attempts. Try again in 3 minutes.',
    );
    expect(errorText({ message: 'x', code: 'rate_limited', retry_after: 3600 })).toMatch(/in 60 minutes/);
    expect(errorText({ message: 'x', code: 'rate_limited', retry_after: 7200 })).toMatch(/in 2 hours/);
  });

  test('when only a status is known, then its general code speaks; a 5xx never shows its message', () => {
    const thrown = Object.assign(new Error('Internal server error'), { status: 500, body: 'Internal server error' });
    expect(errorText(thrown)).toBe('Something went wrong on our side. Please try again.');
    expect(isRetryable(thrown)).toBe(true);
    expect(errorText(Object.assign(new Error('x'), { status: 404 }))).toBe(errorsCatalogue.messages.not_found);
    expect(errorText('<html>Bad gateway</html>')).toBe(errorsCatalogue.messages.internal_error);
    expect(errorText(new TypeError('Failed to fetch'))).toMatch(/internet connection/);
    expect(isRetryable({ message: 'x', code: 'slot_taken' })).toBe(false);
  });

  test('when an operation gives its own text for a code or status, then that text is used', () => {
    const demo = { 409: 'Demo request already exist!' };
    expect(
      errorText(Object.assign(new Error('x'), { status: 409, body: { message: 'y', code: 'conflict' } }), demo),
    ).toBe('Demo request already exist!');
    expect(errorText({ message: 'No doctor', code: 'not_found' }, { not_found: 'Doctor not found' })).toBe(
      'Doctor not found',
    );
  });

  test('when the page is Urdu, then the text is Urdu, numbers isolated, and no English sentence shows', () => {
    // Lib knows no app/ module: Urdu is registered here with a plain {name} formatter (the app's
    // chunk uses Lingui; app/i18n/urdu.isolated.test.ts checks that it loads this namespace).
    const urdu = ur.messages as Record<string, string>;
    registerLanguage('ur', [ur], {}, (id, values) =>
      urdu[id.replace(/^errors\./, '')]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name])),
    );
    setPageLanguage('ur');
    const wrong = errorText({ message: 'Wrong code. 4 tries left.', code: 'wrong_code', tries_left: 4 });
    expect(wrong).toBe('غلط کوڈ۔ مزید \u20664\u2069 کوششیں باقی ہیں۔');
    const server = errorText({ message: 'Internal server error', code: 'internal_error' });
    expect(server).toMatch(ARABIC);
    expect(server).not.toMatch(LATIN_WORDS);
    for (const code of Object.values(ErrorCode)) {
      const text = translator(errorsCatalogue, 'ur')(code);
      // Latin runs that stay (a brand, "5 MB") sit in isolates; no unisolated English sentence.
      expect(text.replace(/\u2066[^\u2069]*\u2069/g, ''), code).not.toMatch(LATIN_WORDS);
    }
  });
});
