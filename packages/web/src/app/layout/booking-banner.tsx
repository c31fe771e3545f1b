import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CalendarIcon, VideoIcon } from '@/components/icons';
import * as navigationContent from '@/content/navigation';
import classes from './booking-banner.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { layoutCatalogue } from './i18n/en';

/**
 * The call to action of / and /patient/profile: sticky at the bottom of the screen on /; on the
 * patient's own page it sits at the end of the page, never over the appointments.
 */
export function BookingBanner({ sticky }: { sticky: boolean }) {
  const { bookingBanner } = useContent(navigationContent, 'navigation');
  const t = useT(layoutCatalogue);
  return (
    <aside className={classes.banner} data-sticky={sticky || undefined} aria-label={t('book')}>
      <div className={classes.inner}>
        <p className={classes.text}>{bookingBanner.text}</p>
        <div className={classes.actions}>
          <Button
            component={Link}
            to={bookingBanner.online.url}
            color="white"
            variant="white"
            classNames={{ root: classes.button, label: classes.label }}
            leftSection={<VideoIcon size={18} className={classes.icon} />}
          >
            {bookingBanner.online.title}
          </Button>
          <Button
            component={Link}
            to={bookingBanner.inClinic.url}
            variant="outline"
            color="white"
            leftSection={<CalendarIcon size={18} className={classes.icon} />}
            className={classes.outline}
            classNames={{ root: classes.button, label: classes.label }}
          >
            {bookingBanner.inClinic.title}
          </Button>
        </div>
      </div>
    </aside>
  );
}
