// An operation's security: a list of alternatives, each a set of schemes a client must all satisfy.
// What a client does today satisfies one of the base alternatives; it still works when the head has
// an alternative asking for no more than that (`[]`, or an empty `{}` alternative, asks for nothing).
import type { Emit } from '../model/change.ts';

type Requirement = Record<string, unknown>;

function alternatives(security: unknown): string[][] {
  if (!Array.isArray(security) || security.length === 0) return [[]];
  return (security as Requirement[]).map((requirement) => Object.keys(requirement ?? {}).sort());
}

export function diffSecurity(base: unknown, head: unknown, emit: Emit): void {
  const after = alternatives(head);
  for (const was of alternatives(base)) {
    const stillMet = after.some((now) => now.every((scheme) => was.includes(scheme)));
    if (stillMet) continue;
    const show = (list: string[][]) =>
      list.map((schemes) => (schemes.length ? schemes.join(' + ') : 'none')).join(' or ');
    emit('new-security-requirement', 'request.security', `${show([was])} → ${show(after)}`);
  }
}
