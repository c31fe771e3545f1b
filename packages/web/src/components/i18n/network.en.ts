import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of network: being offline, a slow wait, and trying a failed action again. */
export const networkCatalogue = defineMessages('network', {
  offlineTitle: 'No internet connection',
  offlineText: 'Check your mobile data or Wi-Fi. Nothing is sent until you are back online and try again.',
  slowWait: 'Still working… your connection is slow.',
});
