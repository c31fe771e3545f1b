import { describe, expect, it } from 'vitest';
import { parseDiffArgs, UsageError } from './args.ts';

describe('parseDiffArgs', () => {
  it('when only --base is given, then the head is the working tree and nothing is allowed', () => {
    expect(parseDiffArgs(['--base', 'main'])).toEqual({
      base: 'main',
      head: null,
      allow: [],
      allowFile: null,
      json: false,
    });
  });

  it('when --allow repeats, then every id is kept', () => {
    const options = parseDiffArgs([
      '--base',
      'HEAD~3',
      '--head',
      'HEAD',
      '--allow',
      'a:b:c',
      '--allow',
      'd:*',
      '--json',
    ]);
    expect(options).toMatchObject({ head: 'HEAD', allow: ['a:b:c', 'd:*'], json: true });
  });

  it('when --base is missing or an option is unknown, then it is a usage error', () => {
    expect(() => parseDiffArgs([])).toThrow(new UsageError('--base <git-ref> is required'));
    expect(() => parseDiffArgs(['--base', 'main', '--bsae', 'x'])).toThrow(UsageError);
  });

  it('when --help is given, then it asks for the usage', () => {
    expect(parseDiffArgs(['--help'])).toBe('help');
  });
});
