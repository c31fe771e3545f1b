import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the doctor search's suggestions (a combobox under the search box). */
export const suggestionsCatalogue = defineMessages('suggestions', {
  label: 'Suggestions',
  speciality: 'Speciality',
  condition: 'Condition',
  doctor: 'Doctor',
  count: 'Suggestions: {count}. Use the up and down arrows to choose.',
  none: 'No suggestions',
});
