import { useT } from '@/lib/i18n/language-context';
import { dashboardClinicCatalogue } from '../i18n/clinic.en';
/** The default clinic illustration, shown when a clinic has no image of its own. */
export function ClinicIllustration({ size }: { size: number }) {
  const t = useT(dashboardClinicCatalogue);
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" role="img" aria-label={t('clinic')} style={{ flexShrink: 0 }}>
      <rect width="96" height="96" rx="20" fill="#e5f8f6" />
      <path d="M22 78V40l26-16 26 16v38z" fill="#fff" stroke="#0a7870" strokeWidth="3" strokeLinejoin="round" />
      <rect x="40" y="58" width="16" height="20" rx="2" fill="#c9ece8" stroke="#0a7870" strokeWidth="3" />
      <path d="M48 34v16M40 42h16" stroke="#0a7870" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
