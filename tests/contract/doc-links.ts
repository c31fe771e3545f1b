// What the documentation points at: the relative links of a Markdown file (files and headings), the
// `pnpm <script>` commands it shows, and the docs/*.md sections that code and comments cite. Pure
// functions over file texts; doc-links.test.ts runs them over the repository.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Folders never read: dependencies, builds and reports (none of them is documentation we write). */
const SKIPPED = /^(node_modules|\.git|dist|dist-.*|docs-site|reports|coverage|test-results|\.cache)$/;

/** Every file under `root` (relative paths, '/'-separated), skipping dependencies and build output. */
export function repositoryFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.test(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return repositoryFiles(root, path);
    return entry.isFile() ? [relative(root, path).split('\\').join('/')] : [];
  });
}

/** A Markdown file split into its prose (code blanked out), its code (spans and fenced blocks) and its headings. */
export function parseMarkdown(text: string): { prose: string; code: string[]; headings: string[] } {
  const prose: string[] = [];
  const code: string[] = [];
  const headings: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      else code.push(line);
      prose.push('');
      continue;
    }
    if (marker) {
      fence = marker;
      prose.push('');
      continue;
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) headings.push(heading);
    prose.push(
      line.replace(/(`+)(.+?)\1/g, (whole, _ticks: string, inside: string) => {
        code.push(inside);
        return ' '.repeat(whole.length);
      }),
    );
  }
  return { prose: prose.join('\n'), code, headings };
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a Markdown text; a repeated heading gets -1, -2… as on GitHub. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const heading of parseMarkdown(markdown).headings) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    out.add(count === 0 ? base : `${base}-${count}`);
  }
  return out;
}

/** The targets of a Markdown text's links and link definitions (code spans and blocks are not links). */
export function linkTargets(markdown: string): string[] {
  const { prose } = parseMarkdown(markdown);
  const inline = Array.from(prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g), (m) => m[1]);
  const defined = Array.from(prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm), (m) => m[1]);
  return [...inline, ...defined];
}

/** pnpm's own commands: `pnpm install` names no script. (`run`, `test` and `start` run scripts.) */
const PNPM_COMMANDS = new Set(
  'add approve-builds audit bin config create dedupe deploy dlx env exec fetch help i import init install licenses link list ls outdated pack patch patch-commit prune publish rebuild remove rm root setup store unlink up update why'.split(
    ' ',
  ),
);

export type ScriptUse = { script: string; filter?: string; recursive: boolean; command: string };

/** The scripts that the `pnpm …` commands of a piece of code run (`npx -y pnpm@x.y.z …` included). */
export function scriptUses(code: string): ScriptUse[] {
  const uses: ScriptUse[] = [];
  for (const match of code.matchAll(/(?<![\w./@-])pnpm(?:@[\d.]+)?[ \t]+([^\n;&|#`)]*)/g)) {
    const words = match[1].trim().split(/\s+/);
    let filter: string | undefined;
    let recursive = false;
    let i = 0;
    for (; i < words.length; i++) {
      if (words[i] === '--filter' || words[i] === '-F') filter = words[++i];
      else if (words[i].startsWith('--filter=')) filter = words[i].slice('--filter='.length);
      else if (words[i] === '-r' || words[i] === '--recursive') recursive = true;
      else if (!/^-/.test(words[i])) break;
    }
    let script = words[i];
    if (script === 'run') script = words[i + 1];
    else if (PNPM_COMMANDS.has(script)) continue;
    if (!script || !/^[a-z][\w:.-]*$/i.test(script)) continue;
    uses.push({ script, filter, recursive, command: match[0].trim() });
  }
  return uses;
}

/** Citations of a docs/ page in any file: `docs/x.md`, `docs/x.md#anchor`, `docs/x.md "Heading"`. */
export function docCitations(text: string): { page: string; anchor?: string; heading?: string; cited: string }[] {
  return Array.from(text.matchAll(/(?<![\w/.-])docs\/([\w-]+\.md)(?:#([\w-]+)|,? "([^"\n]+)")?/g), (m) => ({
    page: `docs/${m[1]}`,
    anchor: m[2],
    heading: m[3],
    cited: m[0],
  }));
}

/** Headings as they read (code ticks and emphasis dropped), for citations by a heading's words. */
export const headingTexts = (markdown: string): string[] =>
  parseMarkdown(markdown).headings.map((heading) => heading.replace(/[`*_]/g, ''));

/**
 * What is wrong with the links of one Markdown file (`file` relative to `root`): targets that are not there,
 * and anchors that are not a heading of the Markdown file they point into.
 */
export function brokenLinks(root: string, file: string, markdown: string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) continue; // https:, mailto: …
    const [pathPart, anchor] = target.split('#', 2);
    const path = decodeURIComponent(pathPart);
    const base = path.startsWith('/') ? root : join(root, dirname(file));
    const absolute = path === '' ? join(root, file) : join(base, path.replace(/^\//, ''));
    if (!existsSync(absolute)) {
      problems.push(`${file} links ${target}, and ${relative(root, absolute)} is not there.`);
      continue;
    }
    if (anchor && absolute.endsWith('.md') && !anchors(readFileSync(absolute, 'utf8')).has(anchor)) {
      problems.push(
        `${file} links ${target}, and ${relative(root, absolute)} has no heading with the anchor #${anchor}.`,
      );
    }
  }
  return problems;
}
