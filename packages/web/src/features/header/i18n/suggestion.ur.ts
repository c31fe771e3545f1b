import { translate } from '@/lib/i18n/catalogue';
import type { headerSuggestionCatalogue } from './suggestion.en';

export const ur = translate<typeof headerSuggestionCatalogue>('header-suggestion', {
  readThisPageInUrdu: 'یہ صفحہ اردو میں پڑھیں',
  languageSuggestion: 'زبان کی تجویز',
  dismissLanguageSuggestion: 'بند کریں: انگریزی ہی میں پڑھتے رہیں',
});
