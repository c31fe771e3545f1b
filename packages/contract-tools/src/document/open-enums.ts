// Enums the contract declares open (`x-extensible-enum: true`, e.g. ErrorCode: "clients treat an
// unknown code as its status's general one"). A value added to one is a single note for the whole
// document, not a break at every response that carries it.
import { makeChange, type Change } from '../model/change.ts';
import { isOpenEnum } from '../schema/compare-schema.ts';

type Doc = Record<string, unknown>;
type Schema = Record<string, unknown>;

const schemasOf = (doc: Doc | null) =>
  ((doc?.components as Doc | undefined)?.schemas ?? {}) as Record<string, Schema | undefined>;

export function openEnumChanges(base: Doc | null, head: Doc | null): Change[] {
  const changes: Change[] = [];
  const after = schemasOf(head);
  for (const [name, was] of Object.entries(schemasOf(base))) {
    const now = after[name];
    if (!was || !now || !isOpenEnum(was) || !Array.isArray(was.enum) || !Array.isArray(now.enum)) continue;
    const known = new Set(was.enum.map((value) => JSON.stringify(value)));
    const gained = now.enum.filter((value) => !known.has(JSON.stringify(value)));
    if (gained.length === 0) continue;
    const subject = {
      file: 'openapi.yaml' as const,
      subject: `schema:${name}`,
      label: `${name} (components.schemas, x-extensible-enum)`,
      provisional: was['x-provisional'] === true,
    };
    const values = gained.map((value) => JSON.stringify(value)).join(', ');
    changes.push(makeChange(subject, 'added-extensible-enum-value', 'enum', `gained ${values}`));
  }
  return changes;
}
