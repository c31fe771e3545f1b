// Parses one version of the contract and replaces every $ref by its target, with the files held in
// memory: a version read from git has no files on disk, and asyncapi.yaml's
// `./openapi.yaml#/components/schemas/...` must resolve to the openapi.yaml of the same version.
import { $RefParser } from '@apidevtools/json-schema-ref-parser';
import { CORE_SCHEMA, load } from 'js-yaml';
import type { AsyncApiVersion } from '../asyncapi/diff-asyncapi.ts';
import type { ContractFile, ContractTexts } from './read-contract.ts';

type Doc = Record<string, unknown>;

export interface ContractVersion {
  label: string;
  openapi: Doc | null;
  asyncapi: AsyncApiVersion | null;
}

/** A version that cannot be read: bad YAML, or a $ref to nothing. */
export class ContractLoadError extends Error {}

// A virtual folder: refs resolve against it, and the resolver below serves it from memory.
const FOLDER = '/contract/';

function parseYaml(text: string, file: ContractFile, label: string): Doc {
  try {
    // The core schema reads YAML 1.2 plainly (no dates made of `2026-11-24`); js-yaml is several times faster than yaml.
    return load(text, { schema: CORE_SCHEMA }) as Doc;
  } catch (error) {
    throw new ContractLoadError(`${file} at ${label} is not valid YAML: ${(error as Error).message}`);
  }
}

async function dereference(file: ContractFile, { texts, label }: ContractTexts): Promise<Doc> {
  const inMemory = {
    order: 1,
    canRead: true,
    read: ({ url }: { url: string }) => {
      const name = url.slice(url.lastIndexOf('/') + 1) as ContractFile;
      const text = texts[name];
      if (text == null) throw new Error(`${file} at ${label} refers to ${url}, which that version does not have`);
      return text;
    },
  };
  const document = parseYaml(texts[file] as string, file, label);
  // Only the in-memory resolver: no file or network access whatever a $ref says.
  const options = { resolve: { file: false, http: false, contract: inMemory } } as never;
  try {
    return (await new $RefParser().dereference(`${FOLDER}${file}`, document, options)) as Doc;
  } catch (error) {
    throw new ContractLoadError(`${file} at ${label}: ${(error as Error).message}`);
  }
}

export async function loadContract(version: ContractTexts): Promise<ContractVersion> {
  const { texts, label } = version;
  const openapi = texts['openapi.yaml'] == null ? null : await dereference('openapi.yaml', version);
  const asyncapi =
    texts['asyncapi.yaml'] == null
      ? null
      : {
          raw: parseYaml(texts['asyncapi.yaml'], 'asyncapi.yaml', label),
          dereferenced: await dereference('asyncapi.yaml', version),
        };
  return { label, openapi, asyncapi };
}
