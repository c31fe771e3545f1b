import { translate } from '@/lib/i18n/catalogue';
import type { headerSuggestionCatalogue } from './suggestion.en';

export const ur = translate<typeof headerSuggestionCatalogue>('header-suggestion', {
  offer: 'یہ صفحہ اردو میں پڑھیں',
  label: 'زبان کی تجویز',
  dismiss: 'بند کریں: انگریزی ہی میں پڑھتے رہیں',
});
