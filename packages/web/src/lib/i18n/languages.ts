/**
 * The portal's languages and how they sit in the URL: English at the SPEC's paths (/about),
 * Urdu under /ur (/ur/about). Pure functions: main.tsx, the prerender build and the router use them.
 */
export const languages = ['en', 'ur'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** The URL prefix of each language ('' for English, whose paths are the SPEC's). */
export const languagePrefix: Record<Language, string> = { en: '', ur: '/ur' };

export const languageDirection: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ur: 'rtl' };

/** The language's own name, as its readers write it (the switch shows these). */
export const languageName: Record<Language, string> = { en: 'English', ur: 'اردو' };

/** Open Graph locales. */
export const languageLocale: Record<Language, string> = { en: 'en_PK', ur: 'ur_PK' };

const isUnder = (pathname: string, prefix: string) =>
  prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`));

/** 'ur' for /ur and /ur/..., 'en' for everything else. */
export function languageOfPath(pathname: string): Language {
  return languages.find((language) => isUnder(pathname, languagePrefix[language])) ?? defaultLanguage;
}

/** The SPEC path of a localized path: '/ur/about' -> '/about', '/ur' -> '/'. */
export function withoutLanguage(pathname: string): string {
  const prefix = languagePrefix[languageOfPath(pathname)];
  return pathname.slice(prefix.length) || '/';
}

/** A SPEC path (query and hash kept) in a language: ('/about', 'ur') -> '/ur/about', ('/', 'ur') -> '/ur'. */
export function pathInLanguage(path: string, language: Language): string {
  const prefix = languagePrefix[language];
  if (!prefix) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `${prefix}${path.slice(1)}`
    : `${prefix}${path}`;
}

/** The router's basename for a language (undefined for English). */
export const routerBasename = (language: Language): string | undefined => languagePrefix[language] || undefined;
