import { defineMessages } from '@/lib/i18n/catalogue';

/**
 * The language suggestion banner's messages: their own namespace, so only the pages that show the
 * banner (lazy) download them.
 */
export const headerSuggestionCatalogue = defineMessages('header-suggestion', {
  readThisPageInUrdu: 'Read this page in Urdu',
  languageSuggestion: 'Language suggestion',
  dismissLanguageSuggestion: 'Dismiss: keep reading in English',
});
