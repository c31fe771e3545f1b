// Validation keywords of a request schema: a tighter one refuses a value a client sends today.
// (A response's keywords tightening is harmless to a reader, and loosening them is left out:
// a client rarely depends on a response's maxLength.)
import type { Emit } from '../model/change.ts';
import type { Schema } from './shape.ts';

const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
/** Keywords where any new or different value may refuse what was accepted. */
const EXACT = ['pattern', 'format', 'multipleOf', 'contentMediaType'];

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const show = (value: unknown): string => (value === undefined ? 'none' : JSON.stringify(value));

export function compareRequestConstraints(base: Schema, head: Schema, at: string, emit: Emit): void {
  const bound = (key: string, tighter: (before: number, after: number) => boolean) => {
    const before = num(base[key]);
    const after = num(head[key]);
    if (before === after) return;
    const detail = `${key} ${show(before)} → ${show(after)}`;
    if (after !== undefined && (before === undefined || tighter(before, after))) {
      emit('narrowed-request-type', at, detail);
    } else {
      emit('widened-request-type', at, detail);
    }
  };
  for (const key of UPPER_BOUNDS) bound(key, (before, after) => after < before);
  for (const key of LOWER_BOUNDS) bound(key, (before, after) => after > before);

  for (const key of EXACT) {
    const before = base[key];
    const after = head[key];
    if (before === after) continue;
    const detail = `${key} ${show(before)} → ${show(after)}`;
    emit(after === undefined ? 'widened-request-type' : 'narrowed-request-type', at, detail);
  }

  if (head.uniqueItems === true && base.uniqueItems !== true) {
    emit('narrowed-request-type', at, 'uniqueItems added: repeated items are refused');
  }
  if (head.additionalProperties === false && base.additionalProperties !== false) {
    emit('narrowed-request-type', at, 'additionalProperties: false added: other fields are refused');
  } else if (base.additionalProperties === false && head.additionalProperties !== false) {
    emit('widened-request-type', at, 'other fields are accepted now');
  }
}
