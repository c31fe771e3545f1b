import { createContext, useContext, useMemo } from 'react';
import type { Messages, Namespace } from './catalogue';
import type { Language } from './languages';
import { contentIn, translator, type Translate } from './translations';

/** The page's language; the app provides it from the URL (main.tsx, entry-server.tsx). */
export const LanguageContext = createContext<Language>('en');

export const useLanguage = (): Language => useContext(LanguageContext);

/** The message function of a namespace in the page's language: const t = useT(header); t('login'). */
export function useT<M extends Messages>(namespace: Namespace<M>): Translate<M> {
  const language = useLanguage();
  return useMemo(() => translator(namespace, language), [namespace, language]);
}

/**
 * A content module (src/content/<name>.ts) in the page's language:
 * const { slides } = useContent(slidesContent, 'slides') with import * as slidesContent from '@/content/slides'.
 */
export function useContent<T>(english: T, name: string): T {
  return contentIn(english, name, useLanguage());
}
