import { translate } from '@/lib/i18n/catalogue';
import type { labInProgressCatalogue } from './en';

export const ur = translate<typeof labInProgressCatalogue>('lab-in-progress', {
  ok: 'ٹھیک ہے',
});
