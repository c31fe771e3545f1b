import { jsonBody, type Operation, type Schema } from '../contract.ts';
import { resolve } from '../schema-sample.ts';
import type { Validate } from '../schema-validator.ts';

// Valid form inputs in the languages the portal's people write: Urdu script, Roman Urdu and
// emoji, each at the longest length the schema allows (JSON Schema counts code points: an emoji
// flag is 2, a skin-toned doctor 4, so a server counting UTF-16 units or bytes refuses them).
// Each request comes from (seed, operationId, index) alone: a failure names both and replays.

export const UNICODE_KINDS = ['urdu', 'roman-urdu', 'emoji'] as const;
export type UnicodeKind = (typeof UNICODE_KINDS)[number];

const WORDS: Record<UnicodeKind, string[]> = {
  urdu: [
    'صحت',
    'ڈاکٹر',
    'مریض',
    'دوا',
    'ملاقات',
    'شکریہ',
    'براہِ کرم',
    'لاہور',
    'کراچی',
    'بخار',
    'سر درد',
    'ہسپتال',
    'خون کا ٹیسٹ',
    'پیغام',
    'جلدی',
  ],
  'roman-urdu': [
    'mujhe',
    'doctor',
    'se',
    'milna',
    'hai',
    'bukhar',
    'sar dard',
    'shukriya',
    'kal',
    'subah',
    'ammi',
    'ki',
    'dawai',
    'chahiye',
    'jaldi',
  ],
  emoji: ['🙂', '❤️', '🩺', '💊', '🏥', '👩🏽‍⚕️', '🇵🇰', '🤒', '✅', '🙏🏽', 'شکریہ', 'shukriya'],
};

/** Free text: a string field a person types (no enum, format or shape pattern; not a secret). */
export function isFreeText(doc: unknown, name: string, schema: Schema): boolean {
  const s = resolve(doc, schema);
  const types = [s.type].flat();
  if (!types.includes('string') || s.enum || s.format || s.const !== undefined) return false;
  if (/password|token|code|otp/i.test(name)) return false;
  const pattern = typeof s.pattern === 'string' ? s.pattern : '';
  // Patterns that only ask for "something" or "no control characters" are free text.
  return !pattern || pattern === '\\S' || pattern.startsWith('^[^\\u0000');
}

/** A small seeded generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.codePointAt(0)!) >>> 0, 7);

/** Text of one kind, exactly `length` code points long (never ending in a space or a half emoji). */
export function unicodeText(kind: UnicodeKind, length: number, next: () => number): string {
  const words = WORDS[kind];
  const out: string[] = [];
  while (out.length < length) {
    const word = [...`${out.length ? ' ' : ''}${words[Math.floor(next() * words.length)]}`];
    if (out.length + word.length > length) {
      // Fill the rest with a letter of the kind, never a piece of a multi-code-point emoji.
      const filler = kind === 'urdu' ? 'ا' : kind === 'emoji' ? '💊' : 'a';
      while (out.length < length) out.push(filler);
      break;
    }
    out.push(...word);
  }
  return out.join('');
}

export interface UnicodeRequest {
  index: number;
  kind: UnicodeKind;
  body: Record<string, unknown>;
  /** The free-text fields filled, for the report. */
  fields: string[];
}

/** The known-good body with every free-text field written in one kind of text, at its longest. */
export function unicodeRequests(
  doc: unknown,
  op: Operation,
  base: Record<string, unknown>,
  seed: number,
  validate: Validate,
): UnicodeRequest[] {
  const media = jsonBody(op);
  const body = media?.schema ? resolve(doc, media.schema) : undefined;
  const props = (body?.properties ?? {}) as Record<string, Schema>;
  const fields = Object.entries(props).filter(([name, schema]) => isFreeText(doc, name, schema));
  if (!fields.length || !media?.schema) return [];
  return UNICODE_KINDS.flatMap((kind, index) => {
    const next = random(hash(`${seed}|${op.operationId}|${index}`));
    const out: Record<string, unknown> = { ...base };
    for (const [name, schema] of fields) {
      const s = resolve(doc, schema);
      const max = typeof s.maxLength === 'number' ? s.maxLength : 200;
      out[name] = unicodeText(kind, max, next);
    }
    // A value the schema refuses is no valid input: leave it out rather than send it.
    return validate(media.schema!, out).length ? [] : [{ index, kind, body: out, fields: fields.map(([n]) => n) }];
  });
}
