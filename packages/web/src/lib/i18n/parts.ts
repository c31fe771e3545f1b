import { useMemo } from 'react';
import type { Messages, Namespace } from './catalogue';
import { useLanguage } from './language-context';
import { currentPageLanguage, translator, type Translate } from './translations';
import type { Language } from './languages';

/**
 * A catalogue part (i18n/<part>.en.ts) read together with its namespace's shared catalogue
 * (i18n/en.ts): keys of the part come from the part, the others from the shared one.
 */
function partTranslator<M extends Messages, S extends Messages>(
  part: Namespace<M>,
  shared: Namespace<S>,
  language: Language,
): Translate<M & S> {
  const own = translator(part, language);
  const common = translator(shared, language);
  return (key, values) => (key in part.messages ? own(key, values) : common(key as keyof S & string, values));
}

/** The message function of a catalogue part and its shared catalogue, in the page's language. */
export function usePartT<M extends Messages, S extends Messages>(
  part: Namespace<M>,
  shared: Namespace<S>,
): Translate<M & S> {
  const language = useLanguage();
  return useMemo(() => partTranslator(part, shared, language), [part, shared, language]);
}

/** pageTranslator for a catalogue part and its shared catalogue (for code outside React). */
export function pagePartTranslator<M extends Messages, S extends Messages>(
  part: Namespace<M>,
  shared: Namespace<S>,
): Translate<M & S> {
  return (key, values) => partTranslator(part, shared, currentPageLanguage())(key, values);
}
