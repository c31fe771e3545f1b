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
  doctor_connection: 'DoctorConnection',
  call_start: 'CallStart',
  call_media_state: 'CallMediaState',
};

export const isClientEvent = (name: string): name is ClientEvent => Object.hasOwn(EVENT_SCHEMAS, name);
export const CLIENT_EVENTS: readonly ClientEvent[] = Object.keys(EVENT_SCHEMAS).filter(isClientEvent);

export type PayloadValidators = Record<ClientEvent, (payload: unknown) => boolean>;

const compiled = new WeakMap<object, PayloadValidators>();

// ajv-formats is CommonJS: its default export may arrive wrapped once more.
const isPlugin = (value: unknown): value is typeof addFormats => typeof value === 'function';
const applyFormats = 'default' in addFormats && isPlugin(addFormats.default) ? addFormats.default : addFormats;

/**
 * Socket payload validators from openapi.yaml's component schemas (types are not validation).
 * Each is compiled on first use, so start-up does not pay for them; one set per document.
 */
export function createPayloadValidators(document: { components?: unknown }): PayloadValidators {
  const cached = compiled.get(document);
  if (cached) return cached;
  let ajv: Ajv2020 | null = null;
  const getAjv = () => {
    if (ajv) return ajv;
    ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    applyFormats(ajv);
    ajv.addSchema({ $id: 'openapi.json', components: document.components });
    return ajv;
  };
  const lazy = (event: ClientEvent) => {
    let fn: ValidateFunction | null = null;
    return (payload: unknown): boolean => {
      fn ??= getAjv().compile({ $ref: `openapi.json#/components/schemas/${EVENT_SCHEMAS[event]}` });
      return fn(payload);
    };
  };
  const out: PayloadValidators = {
    patient_connection: lazy('patient_connection'),
    call_accept: lazy('call_accept'),
    call_decline: lazy('call_decline'),
    call_signal: lazy('call_signal'),
    call_hangup: lazy('call_hangup'),
    doctor_connection: lazy('doctor_connection'),
    call_start: lazy('call_start'),
    call_media_state: lazy('call_media_state'),
  };
  compiled.set(document, out);
  return out;
}
