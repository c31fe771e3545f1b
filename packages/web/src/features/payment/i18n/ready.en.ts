import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of "I'm ready for my call" on an online appointment's page (the keys every language translates). */
export const readyCatalogue = defineMessages('payment-ready', {
  yourCall: 'Your video call',
  imReady: "I'm ready for my call",
  sayAgain: "Tell the doctor again I'm ready",
  opensAt: 'From {time} you can tell {doctor} you are ready. The doctor calls you on this page.',
  openNow: '{doctor} can call you now. Keep this page open and tell the doctor you are ready.',
  readySince: '{doctor} knows you are ready (since {time}). Keep this page open: the call rings here.',
  triedToCall: '{doctor} tried to call you at {time}. Tap I’m ready and the doctor will call again.',
  fromLink: 'You opened the link from your message.',
  windowClosed: 'The call window of this appointment is over.',
  errorWindow: 'The call window of this appointment is not open, so the doctor cannot be told now.',
  errorLink: 'The link from your message is not valid any more. You can still tell the doctor you are ready here.',
  errorOtherPatient:
    'This link was sent to another patient. Sign out, then sign in with the number the message came to.',
  errorTooMany: 'You have told the doctor many times. Please wait a few minutes, the doctor knows.',
  errorOther: 'The doctor could not be told. Please check your connection and try again.',
});
