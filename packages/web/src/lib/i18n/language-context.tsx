import { createContext, use, useContext, useMemo } from 'react';
import type { Messages, Namespace } from './catalogue';
import type { Language } from './languages';
import { contentIn, namespaceLoading, translator, type Translate } from './translations';

/** The page's language; the app provides it from the URL (main.tsx, entry-server.tsx). */
export const LanguageContext = createContext<Language>('en');

export const useLanguage = (): Language => useContext(LanguageContext);

/**
 * Suspends until a namespace is there in the page's language (Urdu loads the namespaces of the
 * pages where people act only when one of them is shown: translations.ts).
 */
export function useNamespace(namespace: Namespace): void {
  const loading = namespaceLoading(namespace.id, useLanguage());
  if (loading) use(loading);
}

/** The message function of a namespace in the page's language: const t = useT(header); t('login'). */
export function useT<M extends Messages>(namespace: Namespace<M>): Translate<M> {
  const language = useLanguage();
  useNamespace(namespace);
  return useMemo(() => translator(namespace, language), [namespace, language]);
}

/**
 * A content module (src/content/<name>.ts) in the page's language:
 * const { slides } = useContent(slidesContent, 'slides') with import * as slidesContent from '@/content/slides'.
 */
export function useContent<T>(english: T, name: string): T {
  return contentIn(english, name, useLanguage());
}
