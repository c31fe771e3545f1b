import { Loader } from '@mantine/core';
import { useT } from '@/lib/i18n/language-context';
import { layoutCatalogue } from './i18n/en';

/** Shown while a page's chunk loads; tall enough that the footer does not jump when the page arrives. */
export function PageFallback() {
  const t = useT(layoutCatalogue);
  return (
    <div style={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', paddingTop: '4rem' }} role="status">
      <Loader aria-hidden="true" />
      <span className="visually-hidden">{t('page.loading')}</span>
    </div>
  );
}
