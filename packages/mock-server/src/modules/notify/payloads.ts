import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ClientToServerEvents } from '@ehp/api-types';

export type ClientEvent = keyof ClientToServerEvents;

/** asyncapi.yaml: each client event's payload schema, all in openapi.yaml's components. */
export const EVENT_SCHEMAS: Record<ClientEvent, string> = {
  patient_connection: 'PatientConnection',
  call_accept: 'CallRef',
  call_decline: 'CallDecline',
  call_signal: 'CallSignal',
  call_hangup: 'CallHangup',
};

export type PayloadValidators = Record<ClientEvent, ValidateFunction>;

const compiled = new WeakMap<object, PayloadValidators>();

/**
 * Socket payload validators from openapi.yaml's component schemas (types are not validation).
 * Each is compiled on first use, so start-up does not pay for them; one set per document.
 */
export function createPayloadValidators(document: Record<string, unknown>): PayloadValidators {
  const cached = compiled.get(document);
  if (cached) return cached;
  let ajv: Ajv2020 | null = null;
  const getAjv = () => {
    if (ajv) return ajv;
    ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    // ajv-formats is CommonJS: its default export may arrive wrapped once more.
    const plugin = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
    plugin(ajv);
    ajv.addSchema({ $id: 'openapi.json', components: (document as { components: unknown }).components });
    return ajv;
  };
  const out = {} as PayloadValidators;
  for (const [event, name] of Object.entries(EVENT_SCHEMAS) as Array<[ClientEvent, string]>) {
    let fn: ValidateFunction | null = null;
    const lazy = ((payload: unknown) => {
      fn ??= getAjv().compile({ $ref: `openapi.json#/components/schemas/${name}` });
      return fn(payload);
    }) as ValidateFunction;
    out[event] = lazy;
  }
  compiled.set(document, out);
  return out;
}
