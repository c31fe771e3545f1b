// The contract's own rules, each on a small contract: an open enum, security scheme names,
// parameter and field defaults, a newly documented status.
import { describe, expect, it } from 'vitest';
import { breakingOnly, brief } from '../test-support/contract-fixture.ts';
import { smallChanges } from '../test-support/small-contract.ts';

const summary = (changes: Awaited<ReturnType<typeof smallChanges>>) =>
  changes.map(({ kind, subject, location, severity, detail }) => ({ kind, subject, location, severity, detail }));

describe('the contract’s own rules in contract:diff', () => {
  it('when the small contract is unchanged, then nothing is found', async () => {
    expect(await smallChanges(() => {})).toEqual([]);
  });

  it('when an enum declared open (x-extensible-enum) gains a value, then it is one note, not a break', async () => {
    const changes = await smallChanges((openapi) => {
      openapi.components.schemas.ErrorCode.enum.push('too_many_holds', 'rate_limited');
    });
    expect(summary(changes)).toEqual([
      {
        kind: 'added-extensible-enum-value',
        subject: 'schema:ErrorCode',
        location: 'enum',
        severity: 'note',
        detail: 'gained "too_many_holds", "rate_limited"',
      },
    ]);
  });

  it('when a closed response enum gains a value, then it still breaks each response carrying it', async () => {
    const changes = await smallChanges(
      (openapi) => openapi.components.schemas.ErrorCode.enum.push('too_many_holds'),
      (openapi) => delete openapi.components.schemas.ErrorCode['x-extensible-enum'],
    );
    expect(brief(changes)).toEqual([
      {
        kind: 'added-response-enum-value',
        subject: 'searchDoctors',
        location: 'response.400.body.code',
        severity: 'breaking',
      },
      {
        kind: 'added-response-enum-value',
        subject: 'bookAppointment',
        location: 'response.409.body.code',
        severity: 'breaking',
      },
    ]);
  });

  it('when the head drops the marker while adding a value, then the base’s promise (open) decides: a note', async () => {
    const changes = await smallChanges((openapi) => {
      delete openapi.components.schemas.ErrorCode['x-extensible-enum'];
      openapi.components.schemas.ErrorCode.enum.push('too_many_holds');
    });
    expect(brief(changes)).toEqual([
      { kind: 'added-extensible-enum-value', subject: 'schema:ErrorCode', location: 'enum', severity: 'note' },
    ]);
  });

  it('when an open enum loses a value, then responses note it and nothing breaks', async () => {
    const changes = await smallChanges((openapi) => {
      openapi.components.schemas.ErrorCode.enum = ['invalid_request'];
    });
    expect(breakingOnly(changes)).toEqual([]);
    expect(new Set(changes.map((change) => change.kind))).toEqual(new Set(['removed-response-enum-value']));
  });

  it('when the session cookie is renamed, then the scheme breaks once, saying old and new', async () => {
    const changes = await smallChanges((openapi) => {
      openapi.components.securitySchemes.sessionCookie.name = 'sid';
    });
    expect(summary(changes)).toEqual([
      {
        kind: 'changed-security-scheme',
        subject: 'securityScheme:sessionCookie',
        location: 'scheme',
        severity: 'breaking',
        detail: 'apiKey cookie ehp_session → apiKey cookie sid',
      },
    ]);
  });

  it('when the XSRF header is renamed, then it breaks; a change of its letter case does not', async () => {
    const renamed = await smallChanges((openapi) => {
      openapi.components.securitySchemes.xsrfHeader.name = 'X-CSRF-TOKEN';
    });
    expect(brief(renamed)).toEqual([
      {
        kind: 'changed-security-scheme',
        subject: 'securityScheme:xsrfHeader',
        location: 'scheme',
        severity: 'breaking',
      },
    ]);
    const recased = await smallChanges((openapi) => {
      openapi.components.securitySchemes.xsrfHeader.name = 'x-xsrf-token';
    });
    expect(recased).toEqual([]);
  });

  it('when the socket handshake’s cookie is renamed in asyncapi.yaml, then that scheme breaks', async () => {
    const changes = await smallChanges((_openapi, asyncapi) => {
      asyncapi.components.securitySchemes.sessionCookie.in = 'header';
    });
    expect(summary(changes)).toEqual([
      {
        kind: 'changed-security-scheme',
        subject: 'securityScheme:sessionCookie',
        location: 'scheme',
        severity: 'breaking',
        detail: 'httpApiKey cookie ehp_session → httpApiKey header ehp_session',
      },
    ]);
    expect(changes[0].file).toBe('asyncapi.yaml');
  });

  it('when a parameter’s default changes or goes, then it breaks; a new default is a note', async () => {
    const changed = await smallChanges((openapi) => {
      openapi.paths['/api/doctors/search'].get.parameters[1].schema.default = 20;
    });
    expect(summary(changed)).toEqual([
      {
        kind: 'changed-request-default',
        subject: 'searchDoctors',
        location: 'request.query.page_size',
        severity: 'breaking',
        detail: 'default 10 → 20',
      },
    ]);
    const dropped = await smallChanges((openapi) => {
      delete openapi.paths['/api/doctors/search'].get.parameters[1].schema.default;
    });
    expect(brief(dropped)).toEqual([
      {
        kind: 'changed-request-default',
        subject: 'searchDoctors',
        location: 'request.query.page_size',
        severity: 'breaking',
      },
    ]);
    const added = await smallChanges((openapi) => {
      openapi.paths['/api/doctors/search'].get.parameters[0].schema.default = '';
    });
    expect(brief(added)).toEqual([
      { kind: 'added-request-default', subject: 'searchDoctors', location: 'request.query.q', severity: 'note' },
    ]);
  });

  it('when a request body field’s default changes, then it breaks there', async () => {
    const changes = await smallChanges((openapi) => {
      openapi.paths['/api/appointments'].post.requestBody.content['application/json'].schema.properties.mode.default =
        'online';
    });
    expect(brief(changes)).toEqual([
      {
        kind: 'changed-request-default',
        subject: 'bookAppointment',
        location: 'request.body.mode',
        severity: 'breaking',
      },
    ]);
  });

  it('when a 429 is newly documented, then it is an added-status note and the run passes', async () => {
    const changes = await smallChanges((openapi) => {
      openapi.paths['/api/appointments'].post.responses['429'] = { $ref: '#/components/responses/Error' };
    });
    expect(summary(changes)).toEqual([
      {
        kind: 'added-status',
        subject: 'bookAppointment',
        location: 'response.429',
        severity: 'note',
        detail: '429 added',
      },
    ]);
  });
});
