import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { URDU_FONT_FILE, URDU_FONT_RANGES, subsetUrduFont } from '../../../scripts/subset-urdu-font.mjs';

const SRC = join(import.meta.dirname, '../..');

/** Every Urdu catalogue and Urdu content file under src. */
async function urduSources(): Promise<string[]> {
  const files = await readdir(SRC, { recursive: true });
  return files
    .filter((file) => /(^|\/)i18n\/([\w-]+\.)?ur\.tsx?$/.test(file) || /(^|\/)content\/ur\/.+\.tsx?$/.test(file))
    .map((file) => join(SRC, file));
}

const inFont = (codePoint: number) => URDU_FONT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

describe('the Urdu font', () => {
  test('when the Urdu catalogues and content are read, then every Arabic-script letter in them is in the font', async () => {
    const sources = await urduSources();
    expect(sources.length).toBeGreaterThan(15);
    const missing = new Map<string, string>();
    for (const file of sources) {
      for (const [letter] of (await readFile(file, 'utf8')).matchAll(/\p{Script=Arabic}/gu)) {
        if (!inFont(letter.codePointAt(0)!)) missing.set(letter, relative(SRC, file));
      }
    }
    // A letter outside the subset would be drawn in another font and break the word's joins:
    // add its range to scripts/subset-urdu-font.mjs and run it.
    expect(Object.fromEntries(missing)).toEqual({});
  });

  test('when the subset is made again from the installed package, then it is the committed file', async () => {
    const committed = await readFile(URDU_FONT_FILE);
    expect(committed.length).toBeLessThan(30_000);
    expect(Buffer.from(await subsetUrduFont()).equals(committed)).toBe(true);
  });
});
