// What a change between two versions of the contract is, and which kinds break a client.
// "Request" is what a client sends (a REST request, or a socket event the portal emits);
// "response" is what a client reads (a REST response, or a socket event the portal receives).

export type Severity = 'breaking' | 'note';

export const CHANGE_KINDS = {
  'removed-operation': { severity: 'breaking', why: 'clients call it' },
  'removed-event': { severity: 'breaking', why: 'one side still emits or listens for it' },
  'removed-response-field': { severity: 'breaking', why: 'a client may read it' },
  'optional-response-field': { severity: 'breaking', why: 'a client may count on it being there' },
  'widened-response-type': { severity: 'breaking', why: 'a client may not handle the new type (e.g. null)' },
  'added-response-enum-value': { severity: 'breaking', why: 'a client may not handle the new value' },
  'removed-request-field': { severity: 'breaking', why: 'a client may send it' },
  'new-required-request-field': { severity: 'breaking', why: 'existing clients do not send it' },
  'narrowed-request-enum': { severity: 'breaking', why: 'a client may send a value no longer accepted' },
  'narrowed-request-type': { severity: 'breaking', why: 'a value a client sends today may be refused' },
  'new-required-parameter': { severity: 'breaking', why: 'existing clients do not send it' },
  'removed-parameter': { severity: 'breaking', why: 'a client may send it' },
  'new-security-requirement': { severity: 'breaking', why: 'a client without it is refused' },
  'removed-content-type': { severity: 'breaking', why: 'a client may send or expect it' },
  'changed-success-status': { severity: 'breaking', why: 'a client checks the status it gets' },
  'removed-error-status': { severity: 'breaking', why: 'a client may handle that status' },
  'changed-security-scheme': { severity: 'breaking', why: 'clients send the old cookie or header' },
  'changed-request-default': { severity: 'breaking', why: 'a client that leaves it out gets another answer' },
  'added-operation': { severity: 'note', why: 'new' },
  'added-event': { severity: 'note', why: 'new' },
  'added-optional-request-field': { severity: 'note', why: 'clients may leave it out' },
  'added-response-field': { severity: 'note', why: 'clients may ignore it' },
  'added-request-enum-value': { severity: 'note', why: 'accepts more' },
  'removed-response-enum-value': { severity: 'note', why: 'a client gets fewer values' },
  'widened-request-type': { severity: 'note', why: 'accepts more' },
  'added-optional-parameter': { severity: 'note', why: 'clients may leave it out' },
  'added-status': { severity: 'note', why: 'a new documented answer' },
  'added-content-type': { severity: 'note', why: 'new' },
  'added-extensible-enum-value': {
    severity: 'note',
    why: 'the contract declares the enum open (x-extensible-enum): clients accept values they do not know',
  },
  'added-request-default': { severity: 'note', why: 'what the server did when it is left out is now written down' },
} as const satisfies Record<string, { severity: Severity; why: string }>;

export type ChangeKind = keyof typeof CHANGE_KINDS;

export interface Change {
  kind: ChangeKind;
  severity: Severity;
  file: 'openapi.yaml' | 'asyncapi.yaml';
  /**
   * Stable name of the operation or event: the operationId, or `event:<name>:<sent|received>`; for a
   * change the whole document shares, `schema:<name>` (an open enum) or `securityScheme:<name>`.
   */
  subject: string;
  /** How a person recognises the subject, e.g. `listLabs (GET /api/medical-test-labs/get)`. */
  label: string;
  /** Where in the subject, e.g. `request.query.city`, `response.200.body.data.role`, `payload.reason`. */
  location: string;
  /** What changed, e.g. `enum [login, signup] → [login]`. */
  detail: string;
  /** What `--allow` and the allow file name: `kind:subject:location`. */
  id: string;
  provisional: boolean;
}

export interface Subject {
  file: Change['file'];
  subject: string;
  label: string;
  provisional: boolean;
}

/** Emits a change of one kind at one location; the subject is bound by the caller. */
export type Emit = (kind: ChangeKind, location: string, detail: string) => void;

export function makeChange(of: Subject, kind: ChangeKind, location: string, detail: string): Change {
  return {
    kind,
    severity: CHANGE_KINDS[kind].severity,
    ...of,
    location,
    detail,
    id: `${kind}:${of.subject}:${location}`,
  };
}

/** An Emit that collects into `into` for one subject. */
export function emitterFor(of: Subject, into: Change[]): Emit {
  return (kind, location, detail) => into.push(makeChange(of, kind, location, detail));
}
