import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Json } from './load.ts';

const CONTRACT_ID = 'https://contract.sehatlink.pk/openapi.json';

/**
 * Compiles schemas from openapi.yaml with ajv (OpenAPI 3.1 schemas are JSON Schema 2020-12).
 * The whole document is registered once so that '#/components/...' references resolve.
 */
export function createValidator(api: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'example' });
  ajv.addSchema({ ...api, $id: CONTRACT_ID });
  return (schema: Json, value: unknown): string[] => {
    const rooted = rewriteRefs(schema);
    const validate = ajv.compile(rooted);
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  };
}

function rewriteRefs(node: unknown): Json {
  return JSON.parse(
    JSON.stringify(node, (key, value) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${CONTRACT_ID}${value}` : value,
    ),
  ) as Json;
}
