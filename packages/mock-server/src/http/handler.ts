import type { Request, Response } from 'express';
import type { AppContext } from '../context.ts';
import type { OperationId } from '../contract/openapi.ts';
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

export type HandlerTable = { [K in OperationId]?: Handler<K> };
export type CompleteHandlerTable = { [K in OperationId]: Handler<K> };

export const ok = <T>(body: T) => ({ status: 200 as const, body });
export const created = <T>(body: T) => ({ status: 201 as const, body });
