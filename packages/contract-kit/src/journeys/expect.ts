import { successStatuses, type Operation } from '../contract.ts';

/** Statuses a correct call may get: the documented 2xx, and 404 for an image that may be absent. */
export function okStatuses(op: Operation): number[] {
  const ok = successStatuses(op);
  const isImage = Object.keys(op.responses['200']?.content ?? {}).every((m) => m.startsWith('image/'));
  if (isImage && op.responses['404']) ok.push(404);
  return ok;
}

/** Reads `a.b.c` from a JSON body. */
export function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

let seq = 0;
/** A fresh, valid Pakistani mobile number (03 + nine digits) unlikely to be registered. */
export function freshPhone(): string {
  const digits = `${Date.now() % 1e7}${(seq++ % 100).toString().padStart(2, '0')}`.padStart(9, '0').slice(-9);
  return `03${digits}`;
}

export function freshTag(): string {
  return `${Date.now().toString(36)}${(seq++).toString(36)}`;
}
