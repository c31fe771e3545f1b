import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the home page's doctor search (the keys every language translates). */
export const marketingFindDoctorCatalogue = defineMessages('marketing-find-doctor', {
  title: 'Find a doctor and book',
  query: 'Speciality or doctor name',
  queryExample: 'e.g. Dermatologist or Dr. Ayesha',
  city: 'City',
  allCities: 'All cities',
  how: 'How',
  inClinic: 'In clinic',
  online: 'Online (video)',
  search: 'Search doctors',
  popular: 'Popular specialities',
});
