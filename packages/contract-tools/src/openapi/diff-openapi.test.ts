import { describe, expect, it } from 'vitest';
import { breakingOnly, brief, changesAfter } from '../test-support/contract-fixture.ts';

describe('diffOpenApi on edited copies of today’s openapi.yaml', () => {
  it('when nothing changed, then it finds no change at all', async () => {
    expect(await changesAfter(() => {})).toEqual([]);
  });

  it('when a response field is removed, then each operation returning it breaks there', async () => {
    const changes = await changesAfter((openapi) => {
      const branch = openapi.components.schemas.ClinicBranch;
      delete branch.properties.branch_name;
      branch.required = branch.required.filter((name: string) => name !== 'branch_name');
    });
    expect(brief(changes)).toEqual([
      {
        kind: 'removed-response-field',
        subject: 'checkClinicBranches',
        location: 'response.200.body.data.branches[].branch_name',
        severity: 'breaking',
      },
    ]);
    expect(changes[0].id).toBe(
      'removed-response-field:checkClinicBranches:response.200.body.data.branches[].branch_name',
    );
  });

  it('when a request enum is narrowed, then it is a narrowed-request-enum naming the values', async () => {
    let before: string[] = [];
    const changes = await changesAfter((openapi) => {
      before = openapi.components.schemas.SendVerificationCodeRequest.properties.purpose.enum;
      openapi.components.schemas.SendVerificationCodeRequest.properties.purpose.enum = ['login'];
    });
    expect(brief(changes)).toEqual([
      {
        kind: 'narrowed-request-enum',
        subject: 'sendVerificationCode',
        location: 'request.body.purpose',
        severity: 'breaking',
      },
    ]);
    expect(before).toContain('signup');
    expect(changes[0].detail).toBe(`enum [${before.map((v) => JSON.stringify(v)).join(', ')}] → ["login"]`);
  });

  it('when a required query parameter is added, then it is a new-required-parameter', async () => {
    const changes = await changesAfter((openapi) => {
      openapi.paths['/api/medical-test-labs/get'].get.parameters = [
        { name: 'city', in: 'query', required: true, schema: { type: 'string' } },
      ];
    });
    expect(brief(changes)).toEqual([
      { kind: 'new-required-parameter', subject: 'listLabs', location: 'request.query.city', severity: 'breaking' },
    ]);
  });

  it('when an optional parameter becomes required, then it is a new-required-parameter', async () => {
    const changes = await changesAfter((openapi) => {
      const fee = openapi.paths['/api/doctors/search'].get.parameters.find(
        (parameter: { name?: string }) => parameter.name === 'fee_min',
      );
      fee.required = true;
    });
    expect(brief(breakingOnly(changes))).toEqual([
      {
        kind: 'new-required-parameter',
        subject: 'searchDoctors',
        location: 'request.query.fee_min',
        severity: 'breaking',
      },
    ]);
  });

  it('when a 201 becomes a 200, then it is a changed-success-status saying so', async () => {
    const changes = await changesAfter((openapi) => {
      const responses = openapi.paths['/api/demo_request/add'].post.responses;
      responses['200'] = responses['201'];
      delete responses['201'];
    });
    expect(brief(breakingOnly(changes))).toEqual([
      {
        kind: 'changed-success-status',
        subject: 'addDemoRequest',
        location: 'response.201',
        severity: 'breaking',
      },
    ]);
    expect(changes[0].detail).toBe('201 → 200');
  });

  it('when a documented error status is removed, then it is a removed-error-status', async () => {
    const changes = await changesAfter((openapi) => {
      delete openapi.paths['/api/demo_request/add'].post.responses['409'];
    });
    expect(brief(changes)).toEqual([
      { kind: 'removed-error-status', subject: 'addDemoRequest', location: 'response.409', severity: 'breaking' },
    ]);
  });

  it('when an operation is removed, then it is one removed-operation', async () => {
    const changes = await changesAfter((openapi) => {
      delete openapi.paths['/api/staff/staff_login'];
    });
    expect(brief(changes)).toEqual([
      { kind: 'removed-operation', subject: 'staffLogin', location: 'operation', severity: 'breaking' },
    ]);
  });

  it('when a required request field is added, then it is a new-required-request-field', async () => {
    const changes = await changesAfter((openapi) => {
      const request = openapi.components.schemas.ValidateBranchCodeRequest;
      request.properties.city = { type: 'string' };
      request.required.push('city');
    });
    expect(brief(changes)).toEqual([
      {
        kind: 'new-required-request-field',
        subject: 'validateBranchCode',
        location: 'request.body.city',
        severity: 'breaking',
      },
    ]);
  });

  it('when a request field is removed from a closed object, then the server refusing it is named', async () => {
    const changes = await changesAfter((openapi) => {
      delete openapi.components.schemas.VerifyOtpPatientRequest.properties.name;
    });
    expect(brief(changes)).toEqual([
      {
        kind: 'removed-request-field',
        subject: 'verifyOtpCodePatient',
        location: 'request.body.name',
        severity: 'breaking',
      },
    ]);
    expect(changes[0].detail).toContain('additionalProperties: false');
  });

  it('when a request field narrows (string → integer, maxLength, pattern), then each is a narrowed-request-type', async () => {
    const changes = await changesAfter((openapi) => {
      const { properties } = openapi.components.schemas.ClinicSignupRequest;
      properties.city = { type: 'integer' };
      properties.facility_name.maxLength = 60;
      properties.password = { type: 'string', minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9@]+$' };
    });
    expect(breakingOnly(changes).map(({ kind, location, detail }) => ({ kind, location, detail }))).toEqual([
      { kind: 'narrowed-request-type', location: 'request.body.facility_name', detail: 'maxLength 120 → 60' },
      {
        kind: 'narrowed-request-type',
        location: 'request.body.password',
        detail: 'pattern none → "^[A-Za-z0-9@]+$"',
      },
      { kind: 'narrowed-request-type', location: 'request.body.city', detail: 'type string → integer' },
    ]);
  });

  it('when a shared maximum is lowered, then requests break and responses do not', async () => {
    const changes = await changesAfter((openapi) => {
      openapi.components.schemas.Amount.maximum = 5000;
    });
    const breaking = breakingOnly(changes);
    expect(breaking.length).toBeGreaterThan(0);
    expect(new Set(breaking.map((change) => change.kind))).toEqual(new Set(['narrowed-request-type']));
    expect(breaking.every((change) => change.location.startsWith('request.'))).toBe(true);
    expect(breaking.map((change) => change.id)).toContain('narrowed-request-type:searchDoctors:request.query.fee_min');
  });

  it('when a response field may now be null (3.1 type array), then it is a widened-response-type', async () => {
    const changes = await changesAfter((openapi) => {
      openapi.components.schemas.ClinicBranch.properties.branch_code = { type: ['string', 'null'], maxLength: 20 };
    });
    expect(brief(changes)).toEqual([
      {
        kind: 'widened-response-type',
        subject: 'checkClinicBranches',
        location: 'response.200.body.data.branches[].branch_code',
        severity: 'breaking',
      },
    ]);
    expect(changes[0].detail).toBe('type string → string|null (may now be null)');
  });

  it('when a nullable is spelled as a type array instead of oneOf with null, then nothing changed', async () => {
    const changes = await changesAfter((openapi) => {
      openapi.components.schemas.Payment.properties.settled_at = {
        type: ['string', 'null'],
        format: 'date-time',
        maxLength: 40,
      };
    });
    expect(changes).toEqual([]);
  });

  it('when a response enum gains a value, then every operation returning it breaks; losing one is a note', async () => {
    const gained = await changesAfter((openapi) => {
      openapi.components.schemas.Role.enum.push('admin');
    });
    expect(gained.length).toBeGreaterThan(1);
    expect(gained.every((change) => change.kind === 'added-response-enum-value')).toBe(true);
    expect(gained.map((change) => change.id)).toContain(
      'added-response-enum-value:staffLogin:response.200.body.data.role',
    );

    const lost = await changesAfter((openapi) => {
      openapi.components.schemas.Role.enum = ['patient', 'clinic_owner', 'doctor'];
    });
    expect(breakingOnly(lost)).toEqual([]);
    expect(new Set(lost.map((change) => change.kind))).toEqual(new Set(['removed-response-enum-value']));
  });

  it('when a required response field becomes optional, then it is an optional-response-field', async () => {
    const changes = await changesAfter((openapi) => {
      const branch = openapi.components.schemas.ClinicBranch;
      branch.required = branch.required.filter((name: string) => name !== 'city');
    });
    expect(brief(changes)).toEqual([
      {
        kind: 'optional-response-field',
        subject: 'checkClinicBranches',
        location: 'response.200.body.data.branches[].city',
        severity: 'breaking',
      },
    ]);
  });

  it('when an operation now needs a session, then it is a new-security-requirement', async () => {
    const changes = await changesAfter((openapi) => {
      openapi.paths['/api/medical-test-labs/get'].get.security = [{ sessionCookie: [] }];
    });
    expect(brief(changes)).toEqual([
      { kind: 'new-security-requirement', subject: 'listLabs', location: 'request.security', severity: 'breaking' },
    ]);
  });

  it('when only additions are made, then they are notes and nothing breaks', async () => {
    const changes = await changesAfter((openapi) => {
      const { schemas } = openapi.components;
      schemas.ValidateBranchCodeRequest.properties.note = { type: 'string', maxLength: 100 };
      schemas.ClinicBranch.properties.phone = { type: 'string' };
      schemas.SendVerificationCodeRequest.properties.purpose.enum.push('reset');
      schemas.ValidateBranchCodeRequest.properties.branch_code.maxLength = 40;
      openapi.paths['/api/medical-test-labs/get'].get.parameters = [
        { name: 'city', in: 'query', schema: { type: 'string' } },
      ];
      openapi.paths['/api/health'] = { get: { operationId: 'health', responses: { '204': { description: 'Up.' } } } };
    });
    expect(breakingOnly(changes)).toEqual([]);
    expect(new Set(changes.map((change) => change.kind))).toEqual(
      new Set([
        'added-optional-request-field',
        'added-response-field',
        'added-request-enum-value',
        'widened-request-type',
        'added-optional-parameter',
        'added-operation',
      ]),
    );
  });
});
