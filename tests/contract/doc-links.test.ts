// The documentation points at what is there (issue 35): every relative link of every Markdown file
// resolves (and its #anchor is a heading), every `pnpm <script>` it shows is defined where it runs,
// every docs/ section that code, comments and lint messages cite exists, and the README's script
// table and test command are the root package's scripts and the command CI runs.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  anchors,
  brokenLinks,
  docCitations,
  headingTexts,
  parseMarkdown,
  repositoryFiles,
  scriptUses,
  slug,
} from './doc-links.ts';
import { ROOT } from './load.ts';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const files = repositoryFiles(ROOT);
const markdownFiles = files.filter((file) => file.endsWith('.md'));
/** Text files that may cite a docs/ page: source, config, styles, the contract, Markdown (not this checker's own examples). */
const citingFiles = files.filter(
  (file) =>
    /\.(ts|tsx|js|mjs|cjs|mts|css|html|ya?ml|json|md|template)$|(^|\/)(\.gitignore|run)$/.test(file) &&
    !file.startsWith('tests/contract/doc-links'),
);

type Manifest = { name: string; scripts?: Record<string, string> };
const manifest = (dir: string): Manifest => JSON.parse(read(join(dir, 'package.json'))) as Manifest;
const rootScripts = new Set(Object.keys(manifest('.').scripts ?? {}));
/** The workspace's packages (pnpm-workspace.yaml: packages/* and tests), by folder. */
const packages = new Map(
  files
    .filter((file) => /^(packages\/[^/]+|tests)\/package\.json$/.test(file))
    .map((file) => [dirname(file), manifest(dirname(file))] as const),
);
const packageNamed = (name: string) => [...packages.values()].find((pkg) => pkg.name === name);
const scriptsOf = (pkg: Manifest | undefined) => new Set(Object.keys(pkg?.scripts ?? {}));

describe('the documentation points at what is there', () => {
  it('when a Markdown file links a relative path or an anchor, then it is there', () => {
    expect(markdownFiles).toEqual(expect.arrayContaining(['README.md', 'docs/conventions.md']));
    expect(markdownFiles.flatMap((file) => brokenLinks(ROOT, file, read(file)))).toEqual([]);
  });

  it('when a Markdown file shows a pnpm script, then the package it runs in defines it', () => {
    const problems = markdownFiles.flatMap((file) => {
      const own = [...packages.keys()].find((dir) => dir !== 'tests' && file.startsWith(`${dir}/`));
      return parseMarkdown(read(file)).code.flatMap((code) =>
        scriptUses(code).flatMap(({ script, filter, recursive, command }) => {
          if (filter !== undefined) {
            const pkg = packageNamed(filter);
            if (!pkg) return [`${file}: \`${command}\` filters on ${filter}, which is no package of the workspace.`];
            return scriptsOf(pkg).has(script) ? [] : [`${file}: \`${command}\`: ${filter} has no script ${script}.`];
          }
          const known = recursive
            ? [...packages.values()].some((pkg) => scriptsOf(pkg).has(script))
            : rootScripts.has(script) || scriptsOf(own ? packages.get(own) : undefined).has(script);
          return known ? [] : [`${file}: \`${command}\`: no script ${script} where it runs.`];
        }),
      );
    });
    expect(problems).toEqual([]);
  });

  it('when a file cites a docs/ page, a section or a heading, then it is there', () => {
    const problems = citingFiles.flatMap((file) =>
      docCitations(read(file)).flatMap(({ page, anchor, heading, cited }) => {
        if (!markdownFiles.includes(page)) return [`${file} cites ${cited}, and ${page} is not there.`];
        if (anchor && !anchors(read(page)).has(anchor)) return [`${file} cites ${cited}: ${page} has no #${anchor}.`];
        if (heading && !headingTexts(read(page)).includes(heading))
          return [`${file} cites ${cited}: ${page} has no heading "${heading}".`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('when the README lists scripts, then its table has every root script and only those', () => {
    const listed = new Set(
      read('README.md')
        .split('\n')
        .filter((line) => /^\|\s*`/.test(line))
        .flatMap((line) => Array.from(line.split('|')[1].matchAll(/`([^`]+)`/g), (m) => m[1].split(/\s+/)))
        .map((words) => (words[0] === 'run' ? words[1] : words[0])),
    );
    expect([...listed].sort()).toEqual([...rootScripts].sort());
  });

  it('when CI runs the tests, then it runs exactly the README test command', () => {
    const command = read('.ci/run')
      .split('\n')
      .find((line) => !line.startsWith('#') && line.includes(' test'));
    expect(command).toBe('npx -y pnpm@10.34.9 install && npx -y pnpm@10.34.9 test');
    expect(parseMarkdown(read('README.md')).code).toContain(command);
  });
});

describe('the link checker', () => {
  it('when a heading has code, punctuation or a plus sign, then its anchor is the one GitHub makes', () => {
    expect(slug('Breaking changes (`pnpm contract:diff`)')).toBe('breaking-changes-pnpm-contractdiff');
    expect(slug('QA control (`/__qa`, documented in `qa-openapi.yaml`)')).toBe(
      'qa-control-__qa-documented-in-qa-openapiyaml',
    );
    expect(slug('Express 5 + sirv')).toBe('express-5--sirv');
  });

  it('when a link or a script is inside code, then only the script counts', () => {
    const markdown =
      'See [a](missing.md) and `[b](code.md)`.\n\n```sh\nnpx -y pnpm@10.34.9 --filter @x/y serve && pnpm run docs\n```\n';
    const { code } = parseMarkdown(markdown);
    expect(brokenLinks(ROOT, 'docs/probe.md', markdown)).toEqual([
      'docs/probe.md links missing.md, and docs/missing.md is not there.',
    ]);
    expect(code.flatMap(scriptUses).map(({ script, filter }) => [script, filter])).toEqual([
      ['serve', '@x/y'],
      ['docs', undefined],
    ]);
  });

  it("when a command is pnpm's own or prose says pnpm, then no script is read from it", () => {
    expect(scriptUses('pnpm install && pnpm -r typecheck')).toEqual([
      { script: 'typecheck', filter: undefined, recursive: true, command: 'pnpm -r typecheck' },
    ]);
    expect(scriptUses("pnpm's lockfile")).toEqual([]);
  });
});
