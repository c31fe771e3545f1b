import type { operations } from '@ehp/api-types';
import type { OperationId } from '../contract/openapi.ts';

type Op<K extends OperationId> = operations[K];

/** The JSON request body of an operation (never for operations without one). */
export type JsonBody<K extends OperationId> =
  NonNullable<Op<K>['requestBody']> extends { content: { 'application/json': infer B } } ? B : never;

/** The query parameters of an operation. */
export type Query<K extends OperationId> = NonNullable<Op<K>['parameters']['query']>;

type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessCode<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202>;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** A success answer, typed from the contract: a contract change that breaks a handler breaks the build. */
export type JsonResult<K extends OperationId> = {
  [S in SuccessCode<K>]: { status: S; body: JsonOf<Responses<K>[S]> };
}[SuccessCode<K>];

export type IsImageOperation<K extends OperationId> =
  Responses<K> extends { 200: { content: infer C } } ? ('image/svg+xml' extends keyof C ? true : false) : false;

export interface ImageResult {
  status: 200;
  svg: string;
  /** A person's own picture: only the browser may cache it, never a shared cache. */
  private?: boolean;
}

export type HandlerResult<K extends OperationId> = IsImageOperation<K> extends true ? ImageResult : JsonResult<K>;
