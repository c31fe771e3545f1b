import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of network: being offline, a slow wait, and trying a failed action again. */
export const networkCatalogue = defineMessages('network', {
  'offline.title': 'No internet connection',
  'offline.text': 'Check your mobile data or Wi-Fi. Nothing is sent until you are back online and try again.',
  'slow.wait': 'Still working… your connection is slow.',
});
