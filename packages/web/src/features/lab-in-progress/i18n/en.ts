import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of lab-in-progress (the keys every language translates). */
export const labInProgressCatalogue = defineMessages('lab-in-progress', {
  ok: 'OK',
});
