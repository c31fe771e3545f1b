import { useT } from '@/lib/i18n/language-context';
import { labNamesCatalogue } from '../i18n/lab-names.en';

type Key = keyof typeof labNamesCatalogue.messages;

/** The API's English category names and sample types (their stable keys) -> the catalogue's keys. */
const CATEGORY_KEYS: Readonly<Record<string, Key>> = {
  Haematology: 'haematology',
  'Clinical Chemistry': 'clinicalChemistry',
  'Hormones & Vitamins': 'hormonesVitamins',
  'Serology & Infections': 'serologyInfections',
  'Urine & Stool': 'urineStool',
  'Molecular (PCR)': 'molecularPcr',
  Radiology: 'radiology',
};
const SAMPLE_KEYS: Readonly<Record<string, Key>> = {
  Blood: 'sampleBlood',
  Urine: 'sampleUrine',
  Stool: 'sampleStool',
  'Nasal swab': 'sampleNasalSwab',
  Imaging: 'sampleImaging',
};

/**
 * A lab test's category and sample type in the page's language. A name the catalogue does not know
 * (a lab added a category) shows as the API sent it.
 */
export function useLabNames() {
  const t = useT(labNamesCatalogue);
  const name = (keys: Readonly<Record<string, Key>>) => (english: string) => {
    const key = Object.hasOwn(keys, english) ? keys[english] : undefined;
    return key ? t(key) : english;
  };
  return { category: name(CATEGORY_KEYS), sample: name(SAMPLE_KEYS) };
}
