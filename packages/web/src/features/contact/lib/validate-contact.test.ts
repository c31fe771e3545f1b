import { describe, expect, it } from 'vitest';
import { contactRules } from './validate-contact';

describe('contactRules', () => {
  it('when values are valid then every rule passes', () => {
    expect(contactRules.name('Ayesha')).toBeNull();
    expect(contactRules.email('ayesha@example.pk')).toBeNull();
    expect(contactRules.phone_number('03001234567')).toBeNull();
    expect(contactRules.subject('Subscription')).toBeNull();
    expect(contactRules.message('Please call me about the clinic plan.')).toBeNull();
  });

  it('when values are empty or malformed then each rule returns its message', () => {
    expect(contactRules.name(' ')).toBe('Please enter your name.');
    expect(contactRules.email('ayesha@')).toBe('Please enter a valid e-mail address.');
    expect(contactRules.phone_number('12345')).toBe('Enter a valid Mobile Number');
    expect(contactRules.subject('')).toBe('Please add a subject.');
    expect(contactRules.message('hi')).toBe('Please write at least 10 characters so we can help.');
  });
});
