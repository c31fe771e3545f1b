// Writes the Urdu pages' font: the regular weight of Noto Naskh Arabic (@fontsource) cut down to
// the Arabic block (U+0600-06FF, every Urdu letter, mark, digit and punctuation mark) and the
// joiners and direction marks, as woff2. 25 KB instead of the package's 53 KB Arabic subset, which
// also carries Arabic Supplement, Extended-A and the presentation forms Urdu text never contains.
// The file is committed; run `node scripts/subset-urdu-font.mjs` after upgrading the font package.
// urdu-font.test.ts checks that it covers every letter the Urdu catalogues and content use.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const URDU_FONT_RANGES = [
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
];
export const URDU_FONT_FILE = join(import.meta.dirname, '../src/app/i18n/fonts/noto-naskh-arabic-urdu-400.woff2');

const characters = () =>
  URDU_FONT_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('');

/** The subset, made from the installed font package (the same bytes for the same package). */
export async function subsetUrduFont() {
  const require = createRequire(import.meta.url);
  const source = require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2');
  return subsetFont(await readFile(source), characters(), { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const subset = await subsetUrduFont();
  await writeFile(URDU_FONT_FILE, subset);
  console.log(`${URDU_FONT_FILE}: ${subset.length} bytes`);
}
