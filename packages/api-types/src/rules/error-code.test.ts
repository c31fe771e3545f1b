import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../generated/schema.ts';
import { generalErrorCode } from './error-code.ts';

describe('generalErrorCode', () => {
  it('when a status has its own general code, then that; other 4xx are invalid_request and 5xx internal_error', () => {
    expect(generalErrorCode(409)).toBe(ErrorCode.conflict);
    expect(generalErrorCode(429)).toBe(ErrorCode.rate_limited);
    expect(generalErrorCode(503)).toBe(ErrorCode.unavailable);
    expect(generalErrorCode(431)).toBe(ErrorCode.invalid_request);
    expect(generalErrorCode(502)).toBe(ErrorCode.internal_error);
  });
});
