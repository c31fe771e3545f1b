// What a client reads from one operation: its statuses, their headers and bodies.
import type { Emit } from '../model/change.ts';
import { compareContent } from './compare-content.ts';

type Response = { headers?: Record<string, unknown>; content?: unknown };
type Responses = Record<string, Response>;

/** 2xx and 3xx (and their ranges): the answers a client proceeds on. */
const isSuccess = (status: string) => /^[23]/.test(status);

function diffHeaders(was: Response, now: Response, at: string, emit: Emit): void {
  const after = new Set(Object.keys(now.headers ?? {}).map((name) => name.toLowerCase()));
  for (const name of Object.keys(was.headers ?? {})) {
    if (!after.has(name.toLowerCase())) emit('removed-response-field', `${at}.header.${name}`, 'header removed');
  }
}

export function diffResponses(base: unknown, head: unknown, emit: Emit): void {
  const before = (base ?? {}) as Responses;
  const after = (head ?? {}) as Responses;
  const newSuccess = Object.keys(after).filter((status) => isSuccess(status) && !(status in before));
  for (const [status, was] of Object.entries(before)) {
    const at = `response.${status}`;
    const now = after[status];
    if (!now) {
      if (isSuccess(status)) {
        const instead = newSuccess.length ? newSuccess.join(', ') : 'nothing';
        emit('changed-success-status', at, `${status} → ${instead}`);
      } else if (status !== 'default') {
        emit('removed-error-status', at, `${status} removed`);
      }
      continue;
    }
    diffHeaders(was ?? {}, now, at, emit);
    compareContent(was?.content, now.content, 'response', `${at}.body`, emit);
  }
  for (const status of Object.keys(after)) {
    if (!(status in before)) emit('added-status', `response.${status}`, `${status} added`);
  }
}
