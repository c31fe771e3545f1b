import { useContent } from '@/lib/i18n/language-context';

type Labels = Readonly<Record<string, string>> | undefined;
// English has no labels: its stand-in is empty, so a page that only names things the API sent
// (checkout, a lab booking) downloads none of the English content modules (1.9 KB gzip).
const NO_LABELS: { specialityLabels?: Labels; cityLabels?: Labels; conditionLabels?: Labels } = {};
const labelIn = (labels: Labels) => (name: string) => labels?.[name] ?? name;

/**
 * Names the API sends in English (specialities, cities, conditions) as the page's language labels
 * them: the translated content modules add `specialityLabels`, `cityLabels` and `conditionLabels`
 * (English name -> label); English has none, so names show as they are.
 */
export function useApiLabels() {
  const { specialityLabels } = useContent(NO_LABELS, 'specialities');
  const { cityLabels } = useContent(NO_LABELS, 'cities');
  const { conditionLabels } = useContent(NO_LABELS, 'conditions');
  return {
    speciality: labelIn(specialityLabels),
    city: labelIn(cityLabels),
    condition: labelIn(conditionLabels),
    /** Lists join with the language's comma. */
    list: (names: readonly string[]) => names.join(specialityLabels ? '، ' : ', '),
  };
}

/** A doctor's specialities as the page's language names them, joined with its comma. */
export function useSpecialityNames(): (names: readonly string[]) => string {
  const labels = useApiLabels();
  return (names) => labels.list(names.map(labels.speciality));
}
