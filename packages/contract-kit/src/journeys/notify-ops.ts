import type { RunContext } from '../context.ts';

// The /notify operations of asyncapi.yaml by message name, and each message's payload schema, so
// journeys name what they check the way the contract does.

export type NotifyAction = 'send' | 'receive';

export function notifyOps(ctx: RunContext) {
  const notify = ctx.contract.notify;
  const op = (name: string, action: NotifyAction): string =>
    notify.operations.find((o) => o.action === action && o.messages.some((m) => m.name === name))?.operationId ??
    `${action}:${name}`;
  const schema = (name: string) => ({ $ref: notify.messages.find((m) => m.name === name)?.payloadRef ?? '' });
  /** What is wrong with a payload by its message's schema (empty when it validates). */
  const problems = (name: string, payload: unknown): string[] => {
    const errors = ctx.validate(schema(name), payload);
    return errors.length ? [`${name} payload: ${errors.join('; ')}`] : [];
  };
  return { path: notify.path, op, schema, problems };
}

export type NotifyOps = ReturnType<typeof notifyOps>;
