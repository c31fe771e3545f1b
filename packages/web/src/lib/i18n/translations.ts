import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import type { Messages, Namespace, Translation } from './catalogue';
import type { Language } from './languages';

/**
 * The loaded catalogues. English, the source language, is the catalogue files themselves: its
 * messages only use {name} placeholders, filled in here, so English pages ship no i18n runtime.
 * Other languages are registered all at once by their loader (app/i18n), which only runs when that
 * language is chosen, with the formatter of their chunk (Lingui, for plural rules and numbers).
 */
type Values = Record<string, string | number>;
/** Formats the message `${namespace}.${key}` of a registered language. */
export type Formatter = (id: string, values?: Values) => string;

/** Wraps the app in what the language needs (Urdu: Mantine's right-to-left DirectionProvider). */
export type LanguageWrapper = ComponentType<{ children: ReactNode }>;

/**
 * The rest of a language's namespaces, loaded on demand: the pages where patients and staff act
 * (sign-in, booking, labs, payment, dashboards). Resolves with the translations after giving
 * their messages to the language's formatter.
 */
export type LoadRest = () => Promise<readonly Translation[]>;

type Registered = {
  namespaces: Set<string>;
  format: Formatter;
  content: Record<string, unknown>;
  Wrapper?: LanguageWrapper;
  loadRest?: LoadRest;
  rest?: Promise<void>;
};
const registered: Partial<Record<Language, Registered>> = {};

/**
 * Called once by a language's loader with the namespaces every page needs, its content modules and
 * formatter, and how to load the rest of its namespaces.
 */
export function registerLanguage(
  language: Language,
  translations: readonly Translation[],
  content: Record<string, unknown>,
  format: Formatter,
  Wrapper?: LanguageWrapper,
  loadRest?: LoadRest,
): void {
  registered[language] = { namespaces: new Set(translations.map(({ id }) => id)), format, content, Wrapper, loadRest };
}

/** Loads the rest of a registered language's namespaces (once); resolves at once when there is none. */
export function loadRestOfLanguage(language: Language): Promise<void> {
  const other = registered[language];
  if (!other?.loadRest) return Promise.resolve();
  other.rest ??= other.loadRest().then((translations) => {
    for (const { id } of translations) other.namespaces.add(id);
  });
  return other.rest;
}

/**
 * What to wait for before a namespace can be shown in a language: null when it is there (or the
 * language is English, or not registered yet: then translator() falls back to English).
 */
export function namespaceLoading(id: string, language: Language): Promise<void> | null {
  const other = language === 'en' ? undefined : registered[language];
  if (!other?.loadRest || other.namespaces.has(id)) return null;
  return loadRestOfLanguage(language);
}

// Namespaces that rule modules (pageTranslator, pageMessages) read outside React: a page whose
// modules use one waits for it before it renders (app/lazy-page.tsx).
const wantedOutsideReact = new Set<string>();

/** True when a module of the loaded pages reads a namespace of `language` that is not there yet. */
export function wantsMoreOf(language: Language): boolean {
  return [...wantedOutsideReact].some((id) => namespaceLoading(id, language) !== null);
}

/** The registered wrapper of a language, if any (English has none: Mantine's default is ltr). */
export const languageWrapper = (language: Language): LanguageWrapper | undefined => registered[language]?.Wrapper;

export const isLanguageLoaded = (language: Language): boolean =>
  language === 'en' || registered[language] !== undefined;

// Numbers, prices, phone numbers, times and Latin names keep their own order inside Urdu text:
// left-to-right isolates (LRI ... PDI) around values without Arabic-script letters.
const ARABIC_SCRIPT = /[\u0600-\u06ff]/;
export const isolateLtr = (text: string): string => (ARABIC_SCRIPT.test(text) ? text : `\u2066${text}\u2069`);

/**
 * Text a person or the server wrote (a clinic's name, an address) put into a string on a page that
 * is not English: a first-strong isolate (U+2068 ... U+2069, like dir="auto"), so an English name
 * keeps its punctuation inside Urdu. English pages get the text as it is.
 */
export const isolateAuto = (text: string): string => (pageLanguage === 'en' ? text : `\u2068${text}\u2069`);

function isolated(values: Values | undefined): Values | undefined {
  if (!values) return values;
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isolateLtr(String(value))]));
}

export type Translate<M extends Messages> = (key: keyof M & string, values?: Values) => string;

/** English: the catalogue's text with its {name} placeholders filled in. */
const formatEnglish = (text: string, values?: Values): string =>
  values ? text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder)) : text;

/** The message function of a namespace in a language (English when a translation is missing). */
export function translator<M extends Messages>(namespace: Namespace<M>, language: Language): Translate<M> {
  const other = language === 'en' ? undefined : registered[language];
  if (other?.namespaces.has(namespace.id)) {
    return (key, values) => other.format(`${namespace.id}.${key}`, isolated(values));
  }
  return (key, values) => formatEnglish(namespace.messages[key], values);
}

/** A content module in a language: the translated module when loaded, else the English one. */
export function contentIn<T>(english: T, name: string, language: Language): T {
  if (language === 'en') return english;
  return (registered[language]?.content[name] as T | undefined) ?? english;
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

/**
 * Items of a list in the page's language ('Mon, Wed, Fri'; Urdu joins with the Arabic comma). The
 * separator is the script's punctuation, not a message: a catalogue has no ", " fragment.
 */
export const joinList = (items: readonly string[], language: Language = pageLanguage): string =>
  items.join(language === 'en' ? ', ' : '، ');

/** A namespace's message function in the page's language, looked up when called. */
export function pageTranslator<M extends Messages>(namespace: Namespace<M>): Translate<M> {
  wantedOutsideReact.add(namespace.id);
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

/** What each tag of a rich message becomes: { phone: (text) => <Isolate>{text}</Isolate> }. */
export type Tags = Record<string, (text: string) => ReactNode>;

/**
 * A formatted message with inline elements, written as tags around a run of it:
 * rich(t('codeSent', { phone }), { phone: (text) => <strong>{text}</strong> }) with
 * 'We sent a code to <phone>{phone}</phone>.' The message is formatted first (placeholders filled by
 * translations.ts in English, by Lingui in Urdu, where tags stay plain text), then cut at its tags:
 * so each language puts the element where its word order needs it. Tags do not nest; a tag with no
 * function keeps its text. A tag holding just one value gets it without the isolate marks Urdu
 * messages put around values (translations.ts): the tag's element isolates it (<Isolate>, <bdi>).
 */
export function rich(message: string, tags: Tags): ReactNode {
  const parts = message.split(/<(\w+)>(.*?)<\/\1>/s);
  const element = (name: string, text: string) => {
    const render = tags[name];
    return render ? render(text.replace(/^\u2066([^\u2066\u2069]*)\u2069$/, '$1')) : text;
  };
  return createElement(
    Fragment,
    null,
    ...parts.map((part, i) => (i % 3 === 0 ? part : i % 3 === 2 ? element(parts[i - 1], part) : null)),
  );
}

/** A run only screen readers read: '…<hidden> (opens in a new tab)</hidden>'. */
export const visuallyHidden = (text: string): ReactNode =>
  createElement('span', { className: 'visually-hidden' }, text);

/** The usual tag for a value in bold: rich(t('fee', { fee }), { b: bold }) with 'Clinic visit: <b>{fee}</b>'. */
export const bold = (text: string): ReactNode => createElement('strong', null, text);

// Day and month names come from the browser's Intl in the page's language: one definition for every
// feature (doctors, labs), no copies in catalogues; its Urdu names are the ones the catalogues had
// (اتوار … ہفتہ, جنوری … دسمبر). Sunday 1 January 2023 anchors the weekdays.
const named = (options: Intl.DateTimeFormatOptions, time: number): string =>
  new Intl.DateTimeFormat(pageLanguage, { ...options, timeZone: 'UTC' }).format(time);

/** A weekday's name in the page's language (0 = Sunday): 'Sunday', short 'Sun'; Urdu 'اتوار'. */
export const weekdayName = (weekday: number, width: 'long' | 'short' = 'long'): string =>
  named({ weekday: width }, Date.UTC(2023, 0, 1 + weekday));

/** A month's name in the page's language (0 = January): 'January', short 'Jan'; Urdu 'جنوری'. */
export const monthName = (month: number, width: 'long' | 'short' = 'long'): string =>
  named({ month: width }, Date.UTC(2023, month, 1));
