// The report a person reads: each breaking change with its operation or event, where and why.
import { CHANGE_KINDS, type Change } from '../model/change.ts';
import type { Verdict } from './allow.ts';

const tag = (change: Change) => (change.provisional ? ' [x-provisional]' : '');

function describe(change: Change): string[] {
  return [
    `  ${change.kind}  ${change.label}${tag(change)}`,
    `    at ${change.location}: ${change.detail} (${CHANGE_KINDS[change.kind].why})`,
    `    id: ${change.id}`,
  ];
}

function count(verdict: Verdict, file: Change['file']): string {
  const of = (changes: Change[]) => changes.filter((change) => change.file === file).length;
  const allowed = verdict.allowed.filter(({ change }) => change.file === file).length;
  return `${file}: ${of(verdict.breaking)} breaking, ${allowed} allowed, ${of(verdict.notes)} notes`;
}

export function formatReport(verdict: Verdict, baseLabel: string, headLabel: string, allowFile: string): string {
  const lines = [
    `contract:diff ${baseLabel} → ${headLabel}`,
    `${count(verdict, 'openapi.yaml')}; ${count(verdict, 'asyncapi.yaml')}`,
  ];
  if (verdict.breaking.length) {
    lines.push('', `BREAKING (${verdict.breaking.length})`, ...verdict.breaking.flatMap(describe));
  }
  if (verdict.allowed.length) {
    lines.push('', `ALLOWED (${verdict.allowed.length})`);
    for (const { change, entry } of verdict.allowed) {
      lines.push(`  ${change.id}`, `    ${change.detail}; allowed: ${entry.reason}`);
    }
  }
  if (verdict.notes.length) {
    lines.push('', `NOTES, not breaking (${verdict.notes.length})`);
    for (const change of verdict.notes)
      lines.push(`  ${change.kind}  ${change.label} at ${change.location}: ${change.detail}`);
  }
  for (const entry of verdict.unused) lines.push('', `unused allow entry (nothing matches it now): ${entry.id}`);
  lines.push(
    '',
    verdict.breaking.length
      ? `FAIL: ${verdict.breaking.length} breaking change(s). If one is meant, add its id and a reason to ${allowFile} (or pass --allow <id>).`
      : 'PASS: no breaking change.',
  );
  return lines.join('\n');
}
