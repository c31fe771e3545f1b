import { defineMessages } from '@/lib/i18n/catalogue';

/**
 * Lab test categories and sample types, by a stable key: the API sends them in English (its names
 * are the keys, lib/lab-names.ts), and the portal's catalogue names them in the page's language.
 */
export const labNamesCatalogue = defineMessages('lab-names', {
  'category.haematology': 'Haematology',
  'category.chemistry': 'Clinical Chemistry',
  'category.hormones': 'Hormones & Vitamins',
  'category.serology': 'Serology & Infections',
  'category.urineStool': 'Urine & Stool',
  'category.molecular': 'Molecular (PCR)',
  'category.radiology': 'Radiology',
  'sample.blood': 'Blood',
  'sample.urine': 'Urine',
  'sample.stool': 'Stool',
  'sample.nasalSwab': 'Nasal swab',
  'sample.imaging': 'Imaging',
});
