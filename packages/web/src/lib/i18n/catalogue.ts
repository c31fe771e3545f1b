/**
 * Typed message catalogues. Each namespace (a feature, app/, components/) has one file per
 * language beside its code: i18n/en.ts defines the keys with their English text, i18n/ur.ts
 * translates every one of them (a missing or unknown key fails typecheck). A large namespace may
 * be split by the screens that load together: i18n/<part>.en.ts with i18n/<part>.ur.ts, each its
 * own namespace, so a page downloads only the messages it shows.
 *
 * English messages use only {name} placeholders (translations.ts fills them in: English pages ship
 * no i18n runtime). Translations are ICU MessageFormat, formatted by Lingui (@lingui/core) in the
 * language's own chunk; the production build precompiles them (scripts/compile-catalogues.ts), so
 * the browser never downloads a message parser.
 */
export type Messages = Record<string, string>;

/**
 * The shape of a message key (docs/i18n.md): dotted lowerCamel segments, at most three, and a
 * number only as a list position ('code.sent', 'month.12'). The catalogue and untranslated-string
 * tests read it.
 */
export const MESSAGE_KEY = /^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*){0,2}(\.\d+)?$/;

export type Namespace<M extends Messages = Messages> = { readonly id: string; readonly messages: M };

/** The translation of a namespace: exactly its keys, each a string. */
export type Catalogue<M extends Messages> = { readonly [K in keyof M]: string };

export type Translation = { readonly id: string; readonly messages: Messages };

/** Declares a namespace with its English messages (the source of its keys). */
export function defineMessages<const Id extends string, M extends Messages>(
  id: Id,
  messages: M,
): Namespace<M> & { id: Id } {
  return { id, messages };
}

/** Translates a namespace: translate<typeof header>('header', { ... }) checks the id and every key. */
export function translate<N extends Namespace>(id: N['id'], messages: Catalogue<N['messages']>): Translation {
  return { id, messages };
}
