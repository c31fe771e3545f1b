import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { formatErrors } from './schema-validator.ts';

// The kit's config: who to sign in as, where one-time codes come from, and optional per-operation
// inputs for data the contract's examples cannot know (ids seeded on the target).

export interface OtpHook {
  /** GET this URL ({baseUrl} and {phone} are filled in) and read jsonPath from the JSON answer. */
  url?: string;
  /** Or run this shell command ({phone} filled in, shell-quoted) and read stdout (jsonPath if JSON). */
  command?: string;
  jsonPath?: string;
}

/**
 * Where the kit gets an appointment the configured doctor may ring the configured patient for now
 * (online, paid, inside its call window): POST to url ({baseUrl}, {patientId} and {pmdc} filled
 * in) with the JSON body { patient_id, doctor_pmdc }; jsonPath reads the appointment id.
 */
export interface CallAppointmentHook {
  url: string;
  jsonPath: string;
}

/**
 * Moves the target's clock forward: POST to url ({baseUrl} filled in) with the JSON body
 * { minutes } (a whole number >= 1). The mock: `{baseUrl}/__qa/clock`.
 */
export interface ClockHook {
  url: string;
}

/**
 * The messages a number received: GET url ({baseUrl} and {phone} filled in), any text. The kit
 * reads the link to an appointment's advice from it (its `visit_token`). The mock:
 * `{baseUrl}/__qa/messages?phone={phone}`.
 */
export interface MessagesHook {
  url: string;
}

export interface ConformanceConfig {
  clinicOwner?: { email: string; password: string; facility_type?: number; branch_id?: number; phone?: string };
  doctor?: { pmdc: string; password: string; phone?: string };
  staff?: { username: string; password: string };
  patient?: { phone: string; name?: string };
  /**
   * A second patient and a second doctor (optional): each must see nothing of the first one's
   * records (404, not in their lists, no socket event) and cannot take what the first one holds.
   * Without them those checks are skipped, saying so.
   */
  patient2?: { phone: string; name?: string };
  doctor2?: { pmdc: string; password: string; phone?: string };
  otp?: OtpHook;
  /** callTrigger: rings the patient (receive_call); callAppointment: lets the kit drive a doctor's call. */
  notify?: { callTrigger?: { url: string }; callAppointment?: CallAppointmentHook };
  /** Moves the target's clock forward (limits that end, codes that expire): see ClockHook. */
  clock?: ClockHook;
  /** The patient's messages, for the link to a visit's advice (getVisitAdviceByLink): see MessagesHook. */
  messages?: MessagesHook;
  /** The origin the CORS checks call from (default: the first of openapi.yaml x-cors allowedOrigins). */
  cors?: { origin: string };
  /** Run the journeys that create accounts (sign-up). Default true. */
  signup?: boolean;
  /** Query parameters per operationId, merged over the contract's examples. */
  params?: Record<string, Record<string, string | number>>;
  /** Body fields per operationId, merged over the contract's request example. */
  bodies?: Record<string, Record<string, unknown>>;
  timeoutMs?: number;
  /** Operations the target cannot be checked on, each with the reason; any other skip fails the run. */
  allowSkips?: Record<string, string>;
}

const doctorSchema = {
  type: 'object',
  required: ['pmdc', 'password'],
  properties: { pmdc: { type: 'string' }, password: { type: 'string' }, phone: { type: 'string' } },
};
const patientSchema = {
  type: 'object',
  required: ['phone'],
  properties: { phone: { type: 'string' }, name: { type: 'string' } },
};

const schema = {
  type: 'object',
  additionalProperties: false,
  patternProperties: { '^\\$': {} },
  properties: {
    clinicOwner: {
      type: 'object',
      required: ['email', 'password'],
      properties: {
        email: { type: 'string' },
        password: { type: 'string' },
        facility_type: { type: 'integer' },
        branch_id: { type: 'integer' },
        phone: { type: 'string' },
      },
    },
    doctor: doctorSchema,
    doctor2: doctorSchema,
    staff: {
      type: 'object',
      required: ['username', 'password'],
      properties: { username: { type: 'string' }, password: { type: 'string' } },
    },
    patient: patientSchema,
    patient2: patientSchema,
    otp: {
      type: 'object',
      properties: { url: { type: 'string' }, command: { type: 'string' }, jsonPath: { type: 'string' } },
      oneOf: [{ required: ['url'] }, { required: ['command'] }],
    },
    notify: {
      type: 'object',
      additionalProperties: false,
      properties: {
        callTrigger: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } },
        callAppointment: {
          type: 'object',
          additionalProperties: false,
          required: ['url', 'jsonPath'],
          properties: { url: { type: 'string', minLength: 1 }, jsonPath: { type: 'string', minLength: 1 } },
        },
      },
    },
    clock: {
      type: 'object',
      additionalProperties: false,
      required: ['url'],
      properties: { url: { type: 'string', minLength: 1 } },
    },
    messages: {
      type: 'object',
      additionalProperties: false,
      required: ['url'],
      properties: { url: { type: 'string', minLength: 1 } },
    },
    cors: {
      type: 'object',
      additionalProperties: false,
      required: ['origin'],
      properties: { origin: { type: 'string', pattern: '^https?://' } },
    },
    signup: { type: 'boolean' },
    params: { type: 'object', additionalProperties: { type: 'object' } },
    bodies: { type: 'object', additionalProperties: { type: 'object' } },
    timeoutMs: { type: 'integer', minimum: 100 },
    allowSkips: { type: 'object', additionalProperties: { type: 'string', minLength: 3 } },
  },
};

const validateConfig = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

export function parseConfig(raw: unknown, source = 'config'): ConformanceConfig {
  if (!validateConfig(raw))
    throw new Error(`${source} is invalid: ${formatErrors(validateConfig.errors, 10).join('; ')}`);
  return raw as ConformanceConfig;
}

export function loadConfig(file: string | undefined): ConformanceConfig {
  if (!file) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read config ${file}: ${(error as Error).message}`);
  }
  return parseConfig(raw, file);
}
