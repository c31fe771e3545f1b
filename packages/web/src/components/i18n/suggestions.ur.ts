import { translate } from '@/lib/i18n/catalogue';
import type { suggestionsCatalogue } from './suggestions.en';

export const ur = translate<typeof suggestionsCatalogue>('suggestions', {
  label: 'تجاویز',
  speciality: 'شعبہ',
  condition: 'بیماری',
  doctor: 'ڈاکٹر',
  count: 'تجاویز: {count}۔ چننے کے لیے اوپر اور نیچے کے تیر استعمال کریں۔',
  none: 'کوئی تجویز نہیں',
});
