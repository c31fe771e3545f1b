import * as specialitiesContent from '@/content/specialities';
import { useContent } from '@/lib/i18n/language-context';

type WithLabels = { specialityLabels?: Readonly<Record<string, string>> };

/**
 * A doctor's specialities as the page's language names them. The API sends English names; the
 * translated content modules add `specialityLabels` (English name -> label), English has none.
 */
export function useSpecialityNames(): (names: readonly string[]) => string {
  const { specialityLabels } = useContent(
    specialitiesContent as WithLabels & typeof specialitiesContent,
    'specialities',
  );
  const separator = specialityLabels ? '، ' : ', ';
  return (names) => names.map((name) => specialityLabels?.[name] ?? name).join(separator);
}
