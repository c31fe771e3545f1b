// Both files of the contract, base against head: every change, breaking or not.
import { diffAsyncApi } from './asyncapi/diff-asyncapi.ts';
import { openEnumChanges } from './document/open-enums.ts';
import { securitySchemeChanges } from './document/security-schemes.ts';
import type { ContractVersion } from './load/dereference.ts';
import type { Change } from './model/change.ts';
import { diffOpenApi } from './openapi/diff-openapi.ts';

export function diffContract(base: ContractVersion, head: ContractVersion): Change[] {
  return [
    ...diffOpenApi(base.openapi, head.openapi),
    ...securitySchemeChanges(base.openapi, head.openapi, 'openapi.yaml'),
    ...openEnumChanges(base.openapi, head.openapi),
    ...diffAsyncApi(base.asyncapi, head.asyncapi),
    ...securitySchemeChanges(base.asyncapi?.dereferenced, head.asyncapi?.dereferenced, 'asyncapi.yaml'),
  ];
}
