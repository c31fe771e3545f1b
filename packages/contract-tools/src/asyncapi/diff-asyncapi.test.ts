import { describe, expect, it } from 'vitest';
import { breakingOnly, brief, changesAfter, type Yaml } from '../test-support/contract-fixture.ts';

/** Removes a message from the channel and from the operations that name it. */
function removeMessage(asyncapi: Yaml, key: string) {
  delete asyncapi.channels.notify.messages[key];
  for (const [name, operation] of Object.entries<Yaml>(asyncapi.operations)) {
    if (operation.messages.some((message: Yaml) => message.$ref.endsWith(`/${key}`))) delete asyncapi.operations[name];
  }
}

describe('diffAsyncApi on edited copies of today’s asyncapi.yaml (payloads from openapi.yaml)', () => {
  it('when an event is removed, then it is a removed-event for its direction', async () => {
    const changes = await changesAfter((_openapi, asyncapi) => removeMessage(asyncapi, 'callHangup'));
    expect(brief(changes)).toEqual([
      { kind: 'removed-event', subject: 'event:call_hangup:sent', location: 'event', severity: 'breaking' },
    ]);
  });

  it('when one direction of a two-way event is removed, then only that direction breaks', async () => {
    const changes = await changesAfter((_openapi, asyncapi) => removeMessage(asyncapi, 'callSignalDown'));
    expect(brief(changes)).toEqual([
      { kind: 'removed-event', subject: 'event:call_signal:received', location: 'event', severity: 'breaking' },
    ]);
  });

  it('when an event a client sends gets a new required field, then it is a new-required-request-field', async () => {
    const changes = await changesAfter((openapi) => {
      const callStart = openapi.components.schemas.CallStart;
      callStart.properties.reason = { type: 'string' };
      callStart.required.push('reason');
    });
    expect(brief(changes)).toEqual([
      {
        kind: 'new-required-request-field',
        subject: 'event:call_start:sent',
        location: 'payload.reason',
        severity: 'breaking',
      },
    ]);
  });

  it('when a field of an event the client receives is removed, then it is a removed-response-field', async () => {
    const changes = await changesAfter((openapi) => {
      const receiveCall = openapi.components.schemas.ReceiveCall;
      delete receiveCall.properties.doctor_pmdc;
      receiveCall.required = receiveCall.required.filter((name: string) => name !== 'doctor_pmdc');
    });
    expect(brief(changes)).toEqual([
      {
        kind: 'removed-response-field',
        subject: 'event:receive_call:received',
        location: 'payload.doctor_pmdc',
        severity: 'breaking',
      },
    ]);
  });

  it('when the enum of an event the client sends is narrowed, then it is a narrowed-request-enum', async () => {
    const changes = await changesAfter((openapi) => {
      openapi.components.schemas.CallDecline.properties.reason.enum = ['declined', 'missed'];
    });
    expect(brief(changes)).toEqual([
      {
        kind: 'narrowed-request-enum',
        subject: 'event:call_decline:sent',
        location: 'payload.reason',
        severity: 'breaking',
      },
    ]);
  });

  it('when a schema used both ways narrows, then the sent direction breaks and the received one does not', async () => {
    const changes = await changesAfter((openapi) => {
      openapi.components.schemas.CallId.maxLength = 20;
    });
    const callSignal = changes.filter((change) => change.subject.startsWith('event:call_signal:'));
    expect(brief(callSignal)).toEqual([
      {
        kind: 'narrowed-request-type',
        subject: 'event:call_signal:sent',
        location: 'payload.call_id',
        severity: 'breaking',
      },
    ]);
  });

  it('when an optional field and a new event are added, then they are notes and nothing breaks', async () => {
    const changes = await changesAfter((openapi, asyncapi) => {
      openapi.components.schemas.CallStart.properties.note = { type: 'string', maxLength: 200 };
      openapi.components.schemas.ReceiveCall.properties.doctor_photo = { type: 'boolean' };
      asyncapi.channels.notify.messages.callMuted = { name: 'call_muted', payload: { type: 'object' } };
      asyncapi.operations.receiveCallMuted = {
        action: 'receive',
        channel: { $ref: '#/channels/notify' },
        messages: [{ $ref: '#/channels/notify/messages/callMuted' }],
      };
    });
    expect(breakingOnly(changes)).toEqual([]);
    expect(brief(changes).map(({ kind, subject }) => `${kind} ${subject}`)).toEqual([
      'added-response-field event:receive_call:received',
      'added-optional-request-field event:call_start:sent',
      'added-event event:call_muted:received',
    ]);
  });
});
