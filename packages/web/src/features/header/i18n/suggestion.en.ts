import { defineMessages } from '@/lib/i18n/catalogue';

/**
 * The language suggestion banner's messages: their own namespace, so only the pages that show the
 * banner (lazy) download them.
 */
export const headerSuggestionCatalogue = defineMessages('header-suggestion', {
  offer: 'Read this page in Urdu',
  label: 'Language suggestion',
  dismiss: 'Dismiss: keep reading in English',
});
