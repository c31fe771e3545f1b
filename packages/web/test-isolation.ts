import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

// The portal's test files share one module registry and window per worker (`isolate: false`):
// seven times faster than a fresh happy-dom and Mantine per file on two cores. A file that
// replaces modules, fakes timers, stubs globals or switches the language would leak into the next
// file of its worker, so it runs isolated. Decided by reading the file, so a new test cannot be
// forgotten in a list.
const LEAKS =
  /vi\.(mock|doMock|useFakeTimers|stubGlobal|stubEnv|spyOn\(window|spyOn\(globalThis)|matchMedia|'ur'|\/ur\b|loadLanguage|setLanguage/;
const root = fileURLToPath(new URL('.', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const all = ['src', 'scripts', 'server'].flatMap(testFiles);
/** Test files that must run in a fresh environment of their own. */
export const isolatedTests = all.filter((file) => LEAKS.test(readFileSync(join(root, file), 'utf8')));
