// Both files of the contract, base against head: every change, breaking or not.
import { diffAsyncApi } from './asyncapi/diff-asyncapi.ts';
import type { ContractVersion } from './load/dereference.ts';
import type { Change } from './model/change.ts';
import { diffOpenApi } from './openapi/diff-openapi.ts';

export function diffContract(base: ContractVersion, head: ContractVersion): Change[] {
  return [...diffOpenApi(base.openapi, head.openapi), ...diffAsyncApi(base.asyncapi, head.asyncapi)];
}
