// Every Urdu content module against its English counterpart: the same exports, keys, ids, links
// and numbers, and user-visible text that is really Urdu (Arabic script, no stray English words).
import { describe, expect, it } from 'vitest';
import * as enAbout from '../about';
import * as enCompany from '../company';
import * as enPolicies from '../policies';
import * as urAbout from './about';
import * as urCompany from './company';
import * as urPolicies from './policies';

type Module = Record<string, unknown>;

type Pair = {
  en: Module;
  ur: Module;
  /** Exports that only the Urdu module has (Urdu labels beside English API values). */
  extraExports?: string[];
  /** Exports kept in English on purpose (API values, sizes, functions): they must be the English ones. */
  keptExports?: string[];
  /** Object keys only the Urdu items have (for example `label` beside an English `name`). */
  extraKeys?: string[];
  /** Keys whose values are API values in this module, so they stay English. */
  apiKeys?: string[];
};

const modules: Record<string, Pair> = {
  about: { en: enAbout, ur: urAbout },
  company: { en: enCompany, ur: urCompany },
  policies: { en: enPolicies, ur: urPolicies },
};

/** Keys that never hold prose: identical in both languages. */
const NON_TEXT_KEYS = new Set([
  'id',
  'link',
  'url',
  'href',
  'src',
  'network',
  'value',
  'productPath',
  'dateTime',
  'supportPhone',
  'supportPhoneHref',
  'supportEmail',
  'whatsappNumber',
  'playStore',
  'appStore',
  'paths',
]);

/**
 * Latin words allowed inside Urdu text, and why: brand and product names are written in Latin
 * script in Urdu too; the rest are codes printed that way on cards, bottles and screens.
 */
const LATIN_ALLOWED = new Set([
  // Brand names (ours and others').
  'SehatLink',
  'JazzCash',
  'Easypaisa',
  'Visa',
  'Mastercard',
  'UnionPay',
  'Google',
  'Play',
  'App',
  'Store',
  // Codes and abbreviations that readers see in Latin script.
  'PKR', // the currency code on invoices
  'Rs', // prices are written Rs. 2,000 in Urdu text too
  'PCI', // PCI-DSS, a card-industry standard
  'DSS',
  'PMDC', // the council's registration number is printed with this abbreviation
  'SPF', // printed on every sunscreen bottle
  'III', // Gulberg III, the name of the area
  'read', // "read-only", in brackets after its Urdu explanation
  'only',
]);

/** Numbers in the English text that the Urdu text writes as words, by path. */
const NUMBERS_AS_WORDS: Record<string, string[]> = {
  'company.company.address': ['3'], // 3rd Floor: تیسری منزل
};

const ARABIC = /[\u0600-\u06FF]/;
const ISOLATES = /[\u2066-\u2069]/g;
const numbersIn = (text: string): string[] => text.match(/\d+(?:,\d{3})*(?:\.\d+)?/g) ?? [];
const latinWordsIn = (text: string): string[] => text.replace(/https?:\/\/\S+|\S+@\S+/g, '').match(/[A-Za-z]+/g) ?? [];
/** Only digits and signs ('1', '6+', '1,100+'): the same in both languages. */
const NUMERIC = /^[\d\s.,+/%-]*$/;
const BRAND_ONLY = new Set(['SehatLink']);

function compare(en: unknown, ur: unknown, path: string, key: string, pair: Pair, problems: string[]): void {
  if (en === ur) {
    if (typeof en === 'string' && !isNonText(key, pair) && !NUMERIC.test(en) && !BRAND_ONLY.has(en))
      problems.push(`${path}: left in English: ${JSON.stringify(en)}`);
    return;
  }
  if (typeof en === 'string') {
    if (typeof ur !== 'string') return void problems.push(`${path}: not a string`);
    if (isNonText(key, pair))
      return void problems.push(`${path}: ${JSON.stringify(ur)} should be ${JSON.stringify(en)}`);
    if (/^https?:\/\//.test(en)) {
      // A link that carries a message (WhatsApp): the same address, an Urdu message.
      if (ur.split('?')[0] !== en.split('?')[0]) problems.push(`${path}: ${ur} should lead to ${en.split('?')[0]}`);
      if (!ARABIC.test(decodeURIComponent(ur))) problems.push(`${path}: the message is not in Urdu`);
      return;
    }
    const plain = ur.replace(ISOLATES, '');
    if (!ARABIC.test(plain)) problems.push(`${path}: no Urdu text: ${JSON.stringify(ur)}`);
    for (const word of latinWordsIn(plain))
      if (!LATIN_ALLOWED.has(word)) problems.push(`${path}: English word ${JSON.stringify(word)}`);
    const asWords = NUMBERS_AS_WORDS[path] ?? [];
    const urNumbers = numbersIn(plain);
    for (const n of numbersIn(en))
      if (!urNumbers.includes(n) && !asWords.includes(n)) problems.push(`${path}: number ${n} is missing`);
    return;
  }
  if (typeof en === 'function') return; // a local helper (pageTitle) that the Urdu module defines itself
  if (Array.isArray(en)) {
    if (!Array.isArray(ur) || ur.length !== en.length)
      return void problems.push(
        `${path}: ${en.length} items in English, ${Array.isArray(ur) ? ur.length : 'no array'} in Urdu`,
      );
    en.forEach((item, i) => compare(item, ur[i], `${path}[${i}]`, key, pair, problems));
    return;
  }
  if (en !== null && typeof en === 'object') {
    if (ur === null || typeof ur !== 'object') return void problems.push(`${path}: not an object`);
    const enKeys = Object.keys(en);
    const urKeys = Object.keys(ur).filter((k) => !(pair.extraKeys ?? []).includes(k));
    expect(urKeys.sort(), path).toEqual([...enKeys].sort());
    for (const k of enKeys) compare((en as Module)[k], (ur as Module)[k], `${path}.${k}`, k, pair, problems);
    return;
  }
  problems.push(`${path}: ${String(ur)} should be ${String(en)}`);
}

function isNonText(key: string, pair: Pair): boolean {
  return NON_TEXT_KEYS.has(key) || (pair.apiKeys ?? []).includes(key);
}

describe.each(Object.entries(modules))('content/ur/%s', (name, pair) => {
  it('exports the same names as the English module', () => {
    const urNames = Object.keys(pair.ur).filter((n) => !(pair.extraExports ?? []).includes(n));
    expect(urNames.sort()).toEqual(Object.keys(pair.en).sort());
  });

  it('keeps ids, links and numbers and translates every visible text', () => {
    const problems: string[] = [];
    for (const exportName of Object.keys(pair.en)) {
      const en = pair.en[exportName];
      const ur = pair.ur[exportName];
      if ((pair.keptExports ?? []).includes(exportName)) {
        expect(ur, `${name}.${exportName} is kept in English`).toBe(en);
        continue;
      }
      compare(en, ur, `${name}.${exportName}`, exportName, pair, problems);
    }
    expect(problems).toEqual([]);
  });
});
