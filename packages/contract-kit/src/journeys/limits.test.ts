import { describe, expect, it } from 'vitest';
import { fakeExchange } from '../test-exchange.ts';
import { rateLimitProblems } from './limits.ts';

describe('a 429 as the contract documents it', () => {
  const body = { message: 'Too many requests.', code: 'rate_limited', retry_after: 60 };

  it('when Retry-After, code and retry_after agree, then nothing is wrong', () => {
    expect(rateLimitProblems(fakeExchange(429, body, { headers: { 'retry-after': '60' } }))).toEqual([]);
  });

  it('when Retry-After is missing, zero or a date, or the code is another, then each is named', () => {
    expect(rateLimitProblems(fakeExchange(429, body))).toEqual(['429 without a Retry-After header']);
    expect(
      rateLimitProblems(fakeExchange(429, { ...body, retry_after: undefined }, { headers: { 'retry-after': '0' } })),
    ).toEqual(["Retry-After '0' is not a whole number of seconds >= 1"]);
    expect(
      rateLimitProblems(fakeExchange(429, { ...body, code: 'forbidden' }, { headers: { 'retry-after': '61' } })),
    ).toEqual([
      "the 429's code is \"forbidden\", expected 'rate_limited'",
      'retry_after 60 differs from Retry-After 61',
    ]);
  });
});
