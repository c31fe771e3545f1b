import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of layout (the keys every language translates). */
export const layoutCatalogue = defineMessages('layout', {
  bookAnAppointment: 'Book an appointment',
  loadingPage: 'Loading page…',
  skipToMainContent: 'Skip to main content',
  somethingWentWrong: 'Something went wrong',
  pleaseReloadThePageIf: 'Please reload the page. If the problem continues, call {phone}.',
  goToTheHomePage: 'Go to the home page',
  sessionEndedTitle: 'Your session has ended',
  sessionEndedText: 'Please sign in again. We have signed you out on this device to keep your details private.',
  signInAgain: 'Sign in again',
  dismiss: 'Dismiss',
});
