// Every Urdu content module against its English counterpart: the same exports, keys, ids, links
// and numbers, and user-visible text that is really Urdu (Arabic script, no stray English words).
import { describe, expect, it } from 'vitest';
import * as enAbout from '../about';
import * as enBlogs from '../blogs';
import * as enCities from '../cities';
import * as enCompany from '../company';
import * as enConditions from '../conditions';
import * as enDemo from '../demo';
import * as enFacilities from '../facilities';
import * as enNavigation from '../navigation';
import * as enPolicies from '../policies';
import * as enPricing from '../pricing';
import * as enProducts from '../products';
import * as enRoles from '../roles';
import * as enSeo from '../seo';
import * as enServices from '../services';
import * as enSlides from '../slides';
import * as enSpecialities from '../specialities';
import * as urAbout from './about';
import * as urBlogs from './blogs';
import * as urCities from './cities';
import * as urCompany from './company';
import * as urConditions from './conditions';
import * as urDemo from './demo';
import * as urFacilities from './facilities';
import * as urNavigation from './navigation';
import * as urPolicies from './policies';
import * as urPricing from './pricing';
import * as urProducts from './products';
import * as urRoles from './roles';
import * as urSeo from './seo';
import * as urServices from './services';
import * as urSlides from './slides';
import * as urSpecialities from './specialities';

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
  cities: {
    en: enCities,
    ur: urCities,
    extraExports: ['cityLabels', 'allCitiesLabel'],
    keptExports: ['ALL_CITIES_OPTION', 'cityNames'],
  },
  company: { en: enCompany, ur: urCompany },
  conditions: {
    en: enConditions,
    ur: urConditions,
    extraExports: ['conditionLabels', 'conditionOptions'],
    keptExports: ['commonConditions'],
  },
  demo: { en: enDemo, ur: urDemo },
  facilities: { en: enFacilities, ur: urFacilities, keptExports: ['toFacilityType'] },
  navigation: { en: enNavigation, ur: urNavigation },
  policies: { en: enPolicies, ur: urPolicies },
  pricing: { en: enPricing, ur: urPricing },
  roles: { en: enRoles, ur: urRoles, keptExports: ['roleHome'] },
  slides: { en: enSlides, ur: urSlides, keptExports: ['HERO_IMAGE_SIZE'] },
  specialities: {
    en: enSpecialities,
    ur: urSpecialities,
    extraExports: ['specialityLabels', 'specialityOptions'],
    keptExports: ['specialityNames'],
    extraKeys: ['label', 'field'],
    apiKeys: ['name'],
  },
  blogs: { en: enBlogs, ur: urBlogs },
  products: { en: enProducts, ur: urProducts },
  seo: { en: enSeo, ur: urSeo },
  services: { en: enServices, ur: urServices },
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
  'HD', // HD video, as on every screen and phone
  'EMR', // EMR/EHR, in brackets after the Urdu name, as the industry writes it
  'EHR',
  'III', // Gulberg III, the name of the area
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
    const plain = checkText(ur, path, problems);
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

/** An Urdu-only export (labels beside English API values): every string but a `value` is Urdu. */
function checkUrdu(ur: unknown, path: string, key: string, problems: string[]): void {
  if (typeof ur === 'string') {
    if (key !== 'value') checkText(ur, path, problems);
  } else if (Array.isArray(ur)) ur.forEach((item, i) => checkUrdu(item, `${path}[${i}]`, key, problems));
  else if (ur !== null && typeof ur === 'object')
    for (const [k, v] of Object.entries(ur)) checkUrdu(v, `${path}.${k}`, k, problems);
}

function checkText(ur: string, path: string, problems: string[]): string {
  const plain = ur.replace(ISOLATES, '');
  if (!ARABIC.test(plain)) problems.push(`${path}: no Urdu text: ${JSON.stringify(ur)}`);
  for (const word of latinWordsIn(plain))
    if (!LATIN_ALLOWED.has(word)) problems.push(`${path}: English word ${JSON.stringify(word)}`);
  return plain;
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
    for (const exportName of pair.extraExports ?? [])
      checkUrdu(pair.ur[exportName], `${name}.${exportName}`, '', problems);
    expect(problems).toEqual([]);
  });
});

describe('content/ur', () => {
  it('has a module for every English content module but messages (UI strings live elsewhere)', () => {
    const english = Object.keys(import.meta.glob(['../*.ts', '!../*.test.ts']))
      .map((file) => file.slice('../'.length, -'.ts'.length))
      .filter((name) => name !== 'messages');
    expect(Object.keys(modules).sort()).toEqual(english.sort());
  });
});

describe('Urdu labels', () => {
  it('name every city, speciality and condition differently', () => {
    for (const labels of [
      urCities.cityOptions.map((o) => o.label),
      urSpecialities.specialities.map((s) => s.label),
      urSpecialities.specialities.map((s) => s.field),
      urConditions.conditionOptions.map((o) => o.label),
    ])
      expect(new Set(labels).size).toBe(labels.length);
  });

  it('keep the English values of the options that go to the API', () => {
    expect(urCities.cityFilterOptions.map((o) => o.value)).toEqual(enCities.cityFilterOptions.map((o) => o.value));
    expect(urSpecialities.specialityOptions.map((o) => o.value)).toEqual(enSpecialities.specialityNames);
    expect(urConditions.conditionOptions.map((o) => o.value)).toEqual([...enConditions.commonConditions]);
  });
});
