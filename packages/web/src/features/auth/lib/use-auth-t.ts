import { useMemo } from 'react';
import type { Messages, Namespace } from '@/lib/i18n/catalogue';
import { useLanguage, useNamespace } from '@/lib/i18n/language-context';
import { translator, type Translate } from '@/lib/i18n/translations';
import { authCatalogue } from '../i18n/en';

type Shared = typeof authCatalogue.messages;

/**
 * The message function of a group of auth screens (sign-in, sign-up, the later steps) that also
 * knows the shared auth messages: each page loads only its group's catalogue and the shared one.
 */
export function useAuthT<M extends Messages>(namespace: Namespace<M>): Translate<M & Shared> {
  const language = useLanguage();
  useNamespace(namespace);
  useNamespace(authCatalogue);
  return useMemo(() => {
    const own = translator(namespace, language);
    const shared = translator(authCatalogue, language);
    return (key, values) =>
      key in namespace.messages ? own(key, values) : shared(key as keyof Shared & string, values);
  }, [namespace, language]);
}
