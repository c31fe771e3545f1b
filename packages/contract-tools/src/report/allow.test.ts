import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeChange, type Change } from '../model/change.ts';
import { AllowFileError, idMatches, judge, readAllowFile } from './allow.ts';

const subject = { file: 'openapi.yaml', subject: 'listLabs', label: 'listLabs', provisional: false } as const;
const removed = makeChange(subject, 'removed-response-field', 'response.200.body.data.city', 'removed');
const added = makeChange(subject, 'added-response-field', 'response.200.body.data.town', 'new');

function allowFile(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'contract-allow-')), 'allow.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('the allow list', () => {
  it('when an id holds *, then it matches any run of characters and nothing else', () => {
    expect(idMatches('removed-response-field:*:response.200.body.data.city', removed.id)).toBe(true);
    expect(idMatches('removed-response-field:listLabs:response.200.body.data', removed.id)).toBe(false);
    expect(idMatches('removed-response-field:listLabs:response.200.body.data.c.ty', removed.id)).toBe(false);
  });

  it('when a breaking change is listed, then it is allowed with its reason; notes never block', () => {
    const entries = [
      { id: removed.id, reason: 'the city moved to the branch (issue 30)' },
      { id: 'removed-operation:*', reason: 'stale' },
    ];
    const verdict = judge([removed, added] as Change[], entries);
    expect(verdict.breaking).toEqual([]);
    expect(verdict.allowed).toEqual([{ change: removed, entry: entries[0] }]);
    expect(verdict.notes).toEqual([added]);
    expect(verdict.unused).toEqual([entries[1]]);
  });

  it('when the allow file is absent, then nothing is allowed', () => {
    expect(readAllowFile(join(tmpdir(), 'no-such-dir', 'allow.json'))).toEqual([]);
  });

  it('when an entry has no reason, or the file is not the expected JSON, then reading it fails', () => {
    expect(() => readAllowFile(allowFile({ allow: [{ id: removed.id }] }))).toThrow(AllowFileError);
    expect(() => readAllowFile(allowFile({ allow: [{ id: removed.id, reason: ' ' }] }))).toThrow(/reason/);
    expect(() => readAllowFile(allowFile([]))).toThrow(AllowFileError);
    expect(() => readAllowFile(allowFile('{ not json'))).toThrow(/not valid JSON/);
  });
});
