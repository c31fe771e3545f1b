import { describe, expect, it } from 'vitest';
import { findLeaks } from './leaks.ts';

describe('findLeaks', () => {
  it('when a body carries a stack trace with paths, then the frame and the path are named', () => {
    const body = 'TypeError: x is undefined\n    at handler (/work/main/packages/mock-server/src/app.ts:10:5)';
    expect(findLeaks(body)).toEqual(['stack frame', 'internal path', 'error class']);
  });

  it('when a body echoes /etc/passwd contents, then it is named', () => {
    expect(findLeaks('root:x:0:0:root:/root:/bin/bash')).toEqual(['file contents']);
  });

  it('when a body is an ordinary error message, then nothing is found', () => {
    expect(findLeaks('{"message":"request/body/phone_number must match pattern \\"^0?3\\\\d{9}$\\""}')).toEqual([]);
    expect(findLeaks('{"message":"Not found: ../../etc/passwd is not a lab id"}')).toEqual([]);
  });
});
