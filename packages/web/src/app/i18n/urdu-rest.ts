import type { Translation } from '@/lib/i18n/catalogue';

/**
 * The Urdu namespaces of the pages where people act: sign-in and sign-up, the doctor search and
 * booking, labs, payment, the patient's and staff dashboards, calls. Their own chunk, loaded by
 * urdu.tsx's loadRest when such a page (or a component of one) is shown; urdu.tsx has the others.
 */
export const translations: readonly Translation[] = Object.values(
  import.meta.glob<Translation>(
    [
      '../../features/{after-visit,auth,call,dashboard,doctors,labs,patient,payment}/i18n/ur.ts',
      '../../features/{after-visit,auth,call,dashboard,doctors,labs,patient,payment}/i18n/*.ur.ts',
    ],
    { eager: true, import: 'ur' },
  ),
);
