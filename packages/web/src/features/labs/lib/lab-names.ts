import { useT } from '@/lib/i18n/language-context';
import { labNamesCatalogue } from '../i18n/lab-names.en';

type Key = keyof typeof labNamesCatalogue.messages;

/** The API's English category names and sample types (their stable keys) -> the catalogue's keys. */
const CATEGORY_KEYS: Readonly<Record<string, Key>> = {
  Haematology: 'category.haematology',
  'Clinical Chemistry': 'category.chemistry',
  'Hormones & Vitamins': 'category.hormones',
  'Serology & Infections': 'category.serology',
  'Urine & Stool': 'category.urineStool',
  'Molecular (PCR)': 'category.molecular',
  Radiology: 'category.radiology',
};
const SAMPLE_KEYS: Readonly<Record<string, Key>> = {
  Blood: 'sample.blood',
  Urine: 'sample.urine',
  Stool: 'sample.stool',
  'Nasal swab': 'sample.nasalSwab',
  Imaging: 'sample.imaging',
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
