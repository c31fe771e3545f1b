import * as citiesContent from '@/content/cities';
import * as conditionsContent from '@/content/conditions';
import * as specialitiesContent from '@/content/specialities';
import { useContent } from '@/lib/i18n/language-context';

type Labels = Readonly<Record<string, string>> | undefined;
const labelIn = (labels: Labels) => (name: string) => labels?.[name] ?? name;

/**
 * Names the API sends in English (specialities, cities, conditions) as the page's language labels
 * them: the translated content modules add `specialityLabels`, `cityLabels` and `conditionLabels`
 * (English name -> label); English has none, so names show as they are.
 */
export function useApiLabels() {
  const { specialityLabels } = useContent(specialitiesContent, 'specialities') as { specialityLabels?: Labels };
  const { cityLabels } = useContent(citiesContent, 'cities') as { cityLabels?: Labels };
  const { conditionLabels } = useContent(conditionsContent, 'conditions') as { conditionLabels?: Labels };
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
