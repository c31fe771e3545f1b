import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract.ts';
import { createValidator } from '../schema-validator.ts';
import { unicodeRequests, unicodeText } from './unicode.ts';

const contract = loadContract();
const validate = createValidator(contract.openapi);

describe('unicode form inputs', () => {
  it('when text is asked for at a length, then it has exactly that many code points', () => {
    let i = 0;
    const next = () => (i++ * 0.37) % 1;
    for (const kind of ['urdu', 'roman-urdu', 'emoji'] as const)
      for (const n of [1, 7, 100, 2000]) expect([...unicodeText(kind, n, next)]).toHaveLength(n);
  });

  it('when the contact form is filled, then Urdu, Roman Urdu and emoji bodies are valid, at the longest lengths, and the same seed gives the same bodies', () => {
    const op = contract.operation('addContactMessage');
    const base = op.requestBody!.content['application/json'].example as Record<string, unknown>;
    const reqs = unicodeRequests(contract.openapi, op, base, 23, validate);
    expect(reqs.map((r) => r.kind)).toEqual(['urdu', 'roman-urdu', 'emoji']);
    expect(reqs[0].fields).toEqual(['name', 'subject', 'message']);
    expect(reqs[0].body.message).toMatch(/[\u0600-\u06ff]/);
    expect([...(reqs[2].body.message as string)]).toHaveLength(2000);
    expect(reqs[2].body.message).toMatch(/\p{Extended_Pictographic}/u);
    expect(reqs[0].body.email).toBe(base.email);
    expect(unicodeRequests(contract.openapi, op, base, 23, validate)).toEqual(reqs);
    expect(unicodeRequests(contract.openapi, op, base, 24, validate)[0].body).not.toEqual(reqs[0].body);
  });
});
