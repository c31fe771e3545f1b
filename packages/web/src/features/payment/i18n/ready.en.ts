import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of "I'm ready for my call" on an online appointment's page (the keys every language translates). */
export const readyCatalogue = defineMessages('payment-ready', {
  title: 'Your video call',
  ready: "I'm ready for my call",
  'ready.again': "Tell the doctor again I'm ready",
  opensAt: 'From {time} you can tell {doctor} you are ready. The doctor calls you on this page.',
  openNow: '{doctor} can call you now. Keep this page open and tell the doctor you are ready.',
  readySince: '{doctor} knows you are ready (since {time}). Keep this page open: the call rings here.',
  triedToCall: '{doctor} tried to call you at {time}. Tap I’m ready and the doctor will call again.',
  fromLink: 'You opened the link from your message.',
  windowClosed: 'The call window of this appointment is over.',
  'error.window': 'The call window of this appointment is not open, so the doctor cannot be told now.',
  'error.link': 'The link from your message is not valid any more. You can still tell the doctor you are ready here.',
  'error.otherPatient':
    'This link was sent to another patient. Sign out, then sign in with the number the message came to.',
  'error.tooMany': 'You have told the doctor many times. Please wait a few minutes, the doctor knows.',
  'error.other': 'The doctor could not be told. Please check your connection and try again.',
});
