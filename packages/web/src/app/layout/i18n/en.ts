import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of layout (the keys every language translates). */
export const layoutCatalogue = defineMessages('layout', {
  bookAnAppointment: 'Book an appointment',
  loadingPage: 'Loading page…',
  skipToMainContent: 'Skip to main content',
  somethingWentWrong: 'Something went wrong',
  pleaseReloadThePageIf: 'Please reload the page. If the problem continues, call',
  goToTheHomePage: 'Go to the home page',
});
