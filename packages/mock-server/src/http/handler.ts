import type { Request, Response } from 'express';
import type { ErrorCode, Role } from '@ehp/api-types';
import type { AppContext } from '../context.ts';
import type { OperationId } from '../contract/openapi.ts';
import type { UploadRules } from './upload-rules.ts';
import type { RequestSession } from './session.ts';
import type { HandlerResult, JsonBody, Query } from './typed.ts';

export interface HandlerInput<K extends OperationId> {
  body: JsonBody<K>;
  query: Query<K>;
  session: RequestSession;
  ctx: AppContext;
  req: Request;
  res: Response;
}

/** A thin handler: parse (done by the validator), call the rules, shape the contract's answer. */
export type Handler<K extends OperationId> = (input: HandlerInput<K>) => Promise<HandlerResult<K>> | HandlerResult<K>;

/** Who may call an operation (sessionCookie in the contract), and how a refusal names them. */
export interface RoleRequirement {
  role: Role;
  /** "a patient": read in "Sign in as a patient first". */
  label: string;
}

/** The product's own refusal for a status, which a QA fault of that status answers with. */
export interface OwnRefusal {
  message: string;
  code: ErrorCode;
}

/**
 * An operation that needs more of the generic layers than a handler: the router and the validator
 * read these from the handler table, so they never import the module that knows them.
 */
export interface Operation<K extends OperationId> {
  handle: Handler<K>;
  /** Only a signed-in user of this role; checked before the body is read. */
  role?: RoleRequirement;
  /** The multipart upload the operation takes (its size, multer's limits, its file check, its words). */
  upload?: UploadRules;
  /** Keyed by HTTP status. */
  ownRefusals?: Partial<Record<number, OwnRefusal>>;
}

/** A handler alone, or a handler with what the generic layers need to know about its operation. */
export type HandlerEntry<K extends OperationId> = Handler<K> | Operation<K>;

export type HandlerTable = { [K in OperationId]?: HandlerEntry<K> };
export type CompleteHandlerTable = { [K in OperationId]: HandlerEntry<K> };

/** Either form of an entry as an Operation. */
export const operationOf = <K extends OperationId>(entry: HandlerEntry<K>): Operation<K> =>
  typeof entry === 'function' ? { handle: entry } : entry;

export const ok = <T>(body: T) => ({ status: 200 as const, body });
export const created = <T>(body: T) => ({ status: 201 as const, body });
