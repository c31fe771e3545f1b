// Today's contract and edited copies of it, for the tests: each test edits the parsed YAML the way
// a contract change would, and compares it with today's.
import { readFileSync } from 'node:fs';
import { CORE_SCHEMA, load } from 'js-yaml';
import { diffContract } from '../diff-contract.ts';
import { loadContract, type ContractVersion } from '../load/dereference.ts';
import type { ContractTexts } from '../load/read-contract.ts';
import type { Change } from '../model/change.ts';

// Loose on purpose: the edits reach deep into the contract's YAML.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Yaml = any;

const ROOT = new URL('../../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, ROOT), 'utf8');

export const todaysTexts = (): ContractTexts => ({
  label: 'today',
  texts: { 'openapi.yaml': read('openapi.yaml'), 'asyncapi.yaml': read('asyncapi.yaml') },
});

let parsed: { openapi: Yaml; asyncapi: Yaml } | undefined;

/** Today's contract with `edit` applied, written as JSON (which is YAML too, and quick to write and read). */
export function editedTexts(edit: (openapi: Yaml, asyncapi: Yaml) => void): ContractTexts {
  if (!parsed) {
    const { texts } = todaysTexts();
    const parse = (text: string | null) => load(text as string, { schema: CORE_SCHEMA });
    parsed = { openapi: parse(texts['openapi.yaml']), asyncapi: parse(texts['asyncapi.yaml']) };
  }
  const openapi = structuredClone(parsed.openapi);
  const asyncapi = structuredClone(parsed.asyncapi);
  edit(openapi, asyncapi);
  return {
    label: 'edited',
    texts: { 'openapi.yaml': JSON.stringify(openapi), 'asyncapi.yaml': JSON.stringify(asyncapi) },
  };
}

let today: Promise<ContractVersion> | undefined;

/** Every change from today's contract to an edited copy (today's is loaded once: comparing never mutates). */
export async function changesAfter(edit: (openapi: Yaml, asyncapi: Yaml) => void): Promise<Change[]> {
  today ??= loadContract(todaysTexts());
  return diffContract(await today, await loadContract(editedTexts(edit)));
}

export const breakingOnly = (changes: Change[]) => changes.filter((change) => change.severity === 'breaking');

/** The fields a test asserts on, so a failure shows what was found. */
export const brief = (changes: Change[]) =>
  changes.map(({ kind, subject, location, severity }) => ({ kind, subject, location, severity }));
