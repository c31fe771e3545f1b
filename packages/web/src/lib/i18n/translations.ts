import { setupI18n, type I18n, type Messages as LinguiMessages } from '@lingui/core';
import type { Messages, Namespace, Translation } from './catalogue';
import type { Language } from './languages';

/**
 * The loaded catalogues, one Lingui instance per language. English namespaces register the first
 * time they are used (each ships in the chunk of the code that uses it); the other languages are
 * registered all at once by their loader (app/i18n), which only runs when that language is chosen.
 */
const instances: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: {} } }),
  ur: setupI18n({ locale: 'ur', messages: { ur: {} } }),
};
const registered: Record<Language, Set<string>> = { en: new Set(), ur: new Set() };
/** The other languages' versions of the content modules (src/content/<language>/<name>.ts). */
const contents: Partial<Record<Language, Record<string, unknown>>> = {};

const prefixed = (id: string, messages: Messages) =>
  Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${id}.${key}`, text]));

function register(language: Language, { id, messages }: Translation): void {
  if (registered[language].has(id)) return;
  registered[language].add(id);
  // Precompiled in production builds (scripts/compile-catalogues.ts), plain ICU strings in development.
  instances[language].load(language, prefixed(id, messages) as LinguiMessages);
}

/** Called once by a language's loader with all of its namespaces and content modules. */
export function registerLanguage(
  language: Language,
  translations: readonly Translation[],
  content: Record<string, unknown>,
): void {
  for (const translation of translations) register(language, translation);
  contents[language] = { ...contents[language], ...content };
}

export const isLanguageLoaded = (language: Language): boolean => language === 'en' || contents[language] !== undefined;

// Numbers, prices, phone numbers, times and Latin names keep their own order inside Urdu text:
// left-to-right isolates (LRI ... PDI) around values without Arabic-script letters.
const ARABIC_SCRIPT = /[\u0600-\u06ff]/;
export const isolateLtr = (text: string): string => (ARABIC_SCRIPT.test(text) ? text : `\u2066${text}\u2069`);

type Values = Record<string, string | number>;

function isolated(values: Values | undefined): Values | undefined {
  if (!values) return values;
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isolateLtr(String(value))]));
}

export type Translate<M extends Messages> = (key: keyof M & string, values?: Values) => string;

/** The message function of a namespace in a language (English when a translation is missing). */
export function translator<M extends Messages>(namespace: Namespace<M>, language: Language): Translate<M> {
  register('en', namespace);
  const i18n = instances[language];
  return (key, values) => {
    const id = `${namespace.id}.${key}`;
    if (language !== 'en' && registered[language].has(namespace.id)) return i18n._(id, isolated(values));
    return instances.en._(id, values);
  };
}

/** A content module in a language: the translated module when loaded, else the English one. */
export function contentIn<T>(english: T, name: string, language: Language): T {
  if (language === 'en') return english;
  return (contents[language]?.[name] as T | undefined) ?? english;
}

/**
 * The language of the page, for code outside React (validation rules, status texts). A page has
 * one language for its whole life (the switch loads a new page), so main.tsx sets it once; the
 * prerender build sets it before rendering each page.
 */
let pageLanguage: Language = 'en';

export function setPageLanguage(language: Language): void {
  pageLanguage = language;
}

export const currentPageLanguage = (): Language => pageLanguage;

/** A namespace's message function in the page's language, looked up when called. */
export function pageTranslator<M extends Messages>(namespace: Namespace<M>): Translate<M> {
  return (key, values) => translator(namespace, pageLanguage)(key, values);
}

/** Every message of a namespace as a property read in the page's language (for rule modules). */
export function pageMessages<M extends Messages>(namespace: Namespace<M>): { readonly [K in keyof M]: string } {
  const t = pageTranslator(namespace);
  const properties = Object.keys(namespace.messages).map((key) => [key, { get: () => t(key), enumerable: true }]);
  return Object.defineProperties({}, Object.fromEntries(properties)) as { readonly [K in keyof M]: string };
}

/** A content module in the page's language (for code outside React, like pageTranslator). */
export const pageContent = <T>(english: T, name: string): T => contentIn(english, name, pageLanguage);
