// Writes the Urdu pages' font: the regular weight of Noto Naskh Arabic (@fontsource) cut down to
// the characters of Urdu text (letters, marks, digits and punctuation, listed below) and the
// joiners and direction marks, as woff2. 14 KB instead of the package's 53 KB Arabic subset, which
// also carries the letters of Persian, Sindhi, Pashto and Kurdish, Arabic Supplement, Extended-A
// and the presentation forms: small enough to arrive in the connection's first round trip.
// The file is committed; run `node scripts/subset-urdu-font.mjs` after upgrading the font package.
// urdu-font.test.ts checks that it covers every letter the Urdu catalogues and content use.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const URDU_FONT_RANGES = [
  [0x060c, 0x060c], // ، comma
  [0x061b, 0x061f], // ؛ semicolon, Arabic letter mark, ؟ question mark
  [0x0621, 0x063a], // ء to غ: the Arabic letters Urdu shares
  [0x0640, 0x0655], // tatweel, ف to ي (Arabic kaf, heh and yeh as typed on Arabic keyboards), harakat, hamza marks
  [0x0660, 0x066d], // Arabic-Indic digits, ٪ percent, decimal and thousands separators
  [0x0670, 0x0670], // superscript alef
  [0x0679, 0x0679], // ٹ
  [0x067e, 0x067e], // پ
  [0x0686, 0x0686], // چ
  [0x0688, 0x0688], // ڈ
  [0x0691, 0x0691], // ڑ
  [0x0698, 0x0698], // ژ
  [0x06a9, 0x06a9], // ک
  [0x06af, 0x06af], // گ
  [0x06ba, 0x06ba], // ں
  [0x06be, 0x06be], // ھ
  [0x06c0, 0x06c3], // ۀ ہ ۂ ۃ
  [0x06cc, 0x06cc], // ی
  [0x06d2, 0x06d4], // ے ۓ ۔ full stop
  [0x06f0, 0x06f9], // Urdu digits
  [0x200c, 0x200f], // zero-width non-joiner and joiner, direction marks
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
