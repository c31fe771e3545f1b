import { defineMessages } from '@/lib/i18n/catalogue';

/**
 * Lab test categories and sample types, by a stable key: the API sends them in English (its names
 * are the keys, lib/lab-names.ts), and the portal's catalogue names them in the page's language.
 */
export const labNamesCatalogue = defineMessages('lab-names', {
  haematology: 'Haematology',
  clinicalChemistry: 'Clinical Chemistry',
  hormonesVitamins: 'Hormones & Vitamins',
  serologyInfections: 'Serology & Infections',
  urineStool: 'Urine & Stool',
  molecularPcr: 'Molecular (PCR)',
  radiology: 'Radiology',
  sampleBlood: 'Blood',
  sampleUrine: 'Urine',
  sampleStool: 'Stool',
  sampleNasalSwab: 'Nasal swab',
  sampleImaging: 'Imaging',
});
