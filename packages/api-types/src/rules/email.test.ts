import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN_SOURCE, isValidEmail } from './email.ts';

const contract: { components: { schemas: Record<string, { pattern?: string; maxLength?: number }> } } = parse(
  readFileSync(new URL('../../../../openapi.yaml', import.meta.url), 'utf8'),
);

describe('e-mail rule (issue 25, point 12)', () => {
  it('when the contract is read, then the portal and the mock check the same pattern and length', () => {
    expect(contract.components.schemas.NewEmail.pattern).toBe(EMAIL_PATTERN_SOURCE);
    expect(contract.components.schemas.NewEmail.maxLength).toBe(EMAIL_MAX_LENGTH);
  });

  it('when the domain has no dot, then the address is refused', () => {
    expect(isValidEmail('rabia@clinic')).toBe(false);
  });

  it.each(['rabia@clinic.pk', ' ayesha.khan@example.pk ', 'owner@shifa-clinic.com.pk', 'a+b@x.io'])(
    'when %j is given, then it is accepted',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each(['', 'rabia', 'rabia@', '@clinic.pk', 'rabia@clinic.', 'rabia@.pk', 'ra bia@clinic.pk', 'a@b@c.pk'])(
    'when %j is given, then it is refused',
    (email) => expect(isValidEmail(email)).toBe(false),
  );

  it('when the address is longer than 254 characters, then it is refused', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@x.pk`)).toBe(false);
  });
});
