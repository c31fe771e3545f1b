// Breaking changes between two versions of asyncapi.yaml (AsyncAPI 3, socket.io events on /notify).
// Each event is keyed by its socket.io name and its direction: `call_signal` is both sent and
// received, and a change to one direction is not a change to the other. The operations are written
// from the portal's side (`sendCallAccept: action: send` is the portal emitting), so a `send`
// message is what a client sends (compared as a request) and a `receive` message is what a client
// reads (compared as a response). A message no operation names is compared both ways.
import { emitterFor, makeChange, type Change, type Subject } from '../model/change.ts';
import { compareSchema } from '../schema/compare-schema.ts';

type Doc = Record<string, unknown>;
type Direction = 'sent' | 'received';

export interface AsyncApiVersion {
  /** As parsed, $refs intact: the operations' message $refs give each message its direction. */
  raw: Doc;
  /** The same document with every $ref (into openapi.yaml too) replaced by its target. */
  dereferenced: Doc;
}

interface SocketEvent {
  subject: Subject;
  direction: Direction;
  payload: unknown;
}

const asRecord = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Doc) : {});

/** `#/channels/notify/messages/callAccept` → `notify/callAccept`, for each operation's action. */
function actionsByMessage(raw: Doc): Map<string, Set<string>> {
  const actions = new Map<string, Set<string>>();
  for (const operation of Object.values(asRecord(raw.operations))) {
    const { action, messages } = asRecord(operation);
    for (const message of Array.isArray(messages) ? messages : []) {
      const match = /^#\/channels\/([^/]+)\/messages\/([^/]+)$/.exec(String(asRecord(message).$ref));
      if (!match) continue;
      const key = `${match[1]}/${match[2]}`;
      actions.set(key, (actions.get(key) ?? new Set()).add(String(action)));
    }
  }
  return actions;
}

function eventsOf(version: AsyncApiVersion | null): Map<string, SocketEvent> {
  const events = new Map<string, SocketEvent>();
  if (!version) return events;
  const actions = actionsByMessage(version.raw);
  for (const [channelKey, channel] of Object.entries(asRecord(version.dereferenced.channels))) {
    for (const [messageKey, value] of Object.entries(asRecord(asRecord(channel).messages))) {
      const message = asRecord(value);
      const name = typeof message.name === 'string' ? message.name : messageKey;
      const declared = actions.get(`${channelKey}/${messageKey}`);
      const directions: Direction[] = declared
        ? [...declared].map((action) => (action === 'send' ? 'sent' : 'received'))
        : ['sent', 'received'];
      for (const direction of directions) {
        const subject: Subject = {
          file: 'asyncapi.yaml',
          subject: `event:${name}:${direction}`,
          label: `${name} (the client ${direction === 'sent' ? 'sends' : 'receives'} it)`,
          provisional: message['x-provisional'] === true,
        };
        events.set(subject.subject, { subject, direction, payload: message.payload });
      }
    }
  }
  return events;
}

export function diffAsyncApi(base: AsyncApiVersion | null, head: AsyncApiVersion | null): Change[] {
  const changes: Change[] = [];
  const before = eventsOf(base);
  const after = eventsOf(head);
  for (const [key, was] of before) {
    const now = after.get(key);
    if (!now) {
      changes.push(makeChange(was.subject, 'removed-event', 'event', 'removed'));
      continue;
    }
    const side = now.direction === 'sent' ? 'request' : 'response';
    compareSchema(was.payload, now.payload, side, 'payload', emitterFor(now.subject, changes));
  }
  for (const [key, now] of after) {
    if (!before.has(key)) changes.push(makeChange(now.subject, 'added-event', 'event', 'new'));
  }
  return changes;
}
