import { useOnline } from '@/lib/use-online';
import { useT } from '@/lib/i18n/language-context';
import { networkCatalogue } from './i18n/network.en';
import classes from './offline-notice.module.css';

/**
 * "No internet connection" the moment the browser loses its network (the offline event), in the
 * page's language, gone when it returns. The live region is always there so the change is announced.
 */
export function OfflineNotice() {
  const t = useT(networkCatalogue);
  const online = useOnline();
  return (
    <div className={classes.notice} role="status" aria-live="assertive" data-testid="offline-notice">
      {!online && (
        <>
          <span className={classes.title}>{t('offline.title')}</span> <span>{t('offline.text')}</span>
        </>
      )}
    </div>
  );
}
