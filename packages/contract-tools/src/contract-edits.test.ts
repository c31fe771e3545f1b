// The issue's measure, re-run: realistic edits of today's openapi.yaml and asyncapi.yaml, some
// breaking and some safe, each judged by contract:diff. Prints caught / false alarms and fails on
// a miss or a false alarm (and when a break is caught for the wrong reason).
import { afterAll, describe, expect, it } from 'vitest';
import type { ChangeKind } from './model/change.ts';
import { breakingOnly, changesAfter, type Yaml } from './test-support/contract-fixture.ts';

interface Edit {
  name: string;
  /** The kinds of break expected; none for a safe edit. */
  breaks: ChangeKind[];
  edit: (openapi: Yaml, asyncapi: Yaml) => void;
}

const operation = (openapi: Yaml, operationId: string): Yaml => {
  for (const item of Object.values<Yaml>(openapi.paths)) {
    for (const candidate of Object.values<Yaml>(item)) if (candidate?.operationId === operationId) return candidate;
  }
  throw new Error(`no operation ${operationId}`);
};
const parameter = (openapi: Yaml, operationId: string, name: string) =>
  operation(openapi, operationId).parameters.find((candidate: Yaml) => candidate.name === name);

const EDITS: Edit[] = [
  {
    name: 'rename a response field (ClinicBranch.branch_name → name)',
    breaks: ['removed-response-field'],
    edit: (openapi) => {
      const branch = openapi.components.schemas.ClinicBranch;
      branch.properties.name = branch.properties.branch_name;
      delete branch.properties.branch_name;
      branch.required = branch.required.map((field: string) => (field === 'branch_name' ? 'name' : field));
    },
  },
  {
    name: 'remove an enum value a client sends (call_decline reason busy)',
    breaks: ['narrowed-request-enum'],
    edit: (openapi) => {
      openapi.components.schemas.CallDecline.properties.reason.enum = ['declined', 'missed'];
    },
  },
  {
    name: 'rename the session cookie (ehp_session → sid), in both files',
    breaks: ['changed-security-scheme'],
    edit: (openapi, asyncapi) => {
      openapi.components.securitySchemes.sessionCookie.name = 'sid';
      asyncapi.components.securitySchemes.sessionCookie.name = 'sid';
    },
  },
  {
    name: 'rename the XSRF header (X-XSRF-TOKEN → X-CSRF-TOKEN)',
    breaks: ['changed-security-scheme'],
    edit: (openapi) => {
      openapi.components.securitySchemes.xsrfHeader.name = 'X-CSRF-TOKEN';
    },
  },
  {
    name: 'change page_size’s default (10 → 20)',
    breaks: ['changed-request-default'],
    edit: (openapi) => {
      parameter(openapi, 'searchDoctors', 'page_size').schema.default = 20;
    },
  },
  {
    name: 'make an optional parameter required (fee_min)',
    breaks: ['new-required-parameter'],
    edit: (openapi) => {
      parameter(openapi, 'searchDoctors', 'fee_min').required = true;
    },
  },
  {
    name: 'remove an operation (staffLogin)',
    breaks: ['removed-operation'],
    edit: (openapi) => {
      delete openapi.paths['/api/staff/staff_login'];
    },
  },
  {
    name: 'add a value to ErrorCode (x-extensible-enum)',
    breaks: [],
    edit: (openapi) => {
      openapi.components.schemas.ErrorCode.enum.push('clinic_closed');
    },
  },
  {
    name: 'add an optional request field (ValidateBranchCodeRequest.note)',
    breaks: [],
    edit: (openapi) => {
      openapi.components.schemas.ValidateBranchCodeRequest.properties.note = { type: 'string', maxLength: 100 };
    },
  },
  {
    name: 'add a response field (ClinicBranch.phone)',
    breaks: [],
    edit: (openapi) => {
      openapi.components.schemas.ClinicBranch.properties.phone = { type: 'string' };
    },
  },
  {
    name: 'document a new 429 (logout)',
    breaks: [],
    edit: (openapi) => {
      operation(openapi, 'logout').responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
    },
  },
  {
    name: 'add an operation (GET /api/health)',
    breaks: [],
    edit: (openapi) => {
      openapi.paths['/api/health'] = { get: { operationId: 'health', responses: { '204': { description: 'Up.' } } } };
    },
  },
  {
    name: 'change the XSRF header’s letter case only (headers are case-insensitive)',
    breaks: [],
    edit: (openapi) => {
      openapi.components.securitySchemes.xsrfHeader.name = 'x-xsrf-token';
    },
  },
  {
    name: 'write down a default where there was none (searchDoctors sort)',
    breaks: [],
    edit: (openapi) => {
      const sort = parameter(openapi, 'searchDoctors', 'sort');
      sort.schema = { ...sort.schema, default: sort.schema.enum?.[0] ?? 'relevance' };
    },
  },
];

const rows: string[] = [];

describe('contract:diff on realistic edits of today’s contract', () => {
  afterAll(() => {
    const breaking = EDITS.filter((edit) => edit.breaks.length).length;
    const caught = rows.filter((row) => row.startsWith('caught')).length;
    const alarms = rows.filter((row) => row.startsWith('FALSE ALARM')).length;
    console.log(
      [
        ...rows,
        `${caught} of ${breaking} breaking edits caught; ${alarms} false alarms in ${EDITS.length - breaking} safe edits`,
      ].join('\n'),
    );
  });

  for (const { name, breaks, edit } of EDITS) {
    it(`${breaks.length ? 'breaks' : 'is safe'}: ${name}`, async () => {
      const found = breakingOnly(await changesAfter(edit));
      const kinds = [...new Set(found.map((change) => change.kind))];
      if (breaks.length) rows.push(`${found.length ? 'caught' : 'MISSED'}       ${name}: ${kinds.join(', ')}`);
      else rows.push(`${found.length ? 'FALSE ALARM' : 'safe, passed'} ${name}${found.length ? `: ${kinds}` : ''}`);
      expect(kinds.sort()).toEqual([...breaks].sort());
    });
  }
});
