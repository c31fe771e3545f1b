import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of layout (the keys every language translates). */
export const layoutCatalogue = defineMessages('layout', {
  book: 'Book an appointment',
  'page.loading': 'Loading page…',
  skipToMain: 'Skip to main content',
  'crash.title': 'Something went wrong',
  'crash.help': 'Please reload the page. If the problem continues, call {phone}.',
  'crash.home': 'Go to the home page',
  'session.endedTitle': 'Your session has ended',
  'session.endedText': 'Please sign in again. We have signed you out on this device to keep your details private.',
  'session.signIn': 'Sign in again',
  dismiss: 'Dismiss',
});
