import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of call (the keys every language translates). */
export const callCatalogue = defineMessages('call', {
  close: 'Close',
  ok: 'OK',
  videoOf: 'Video of {doctor_name}',
  yourCamera: 'Your camera',
  mute: 'Mute',
  cameraOff: 'Camera off',
  hangUp: 'Hang up',
});
