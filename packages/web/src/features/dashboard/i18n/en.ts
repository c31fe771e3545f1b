import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages shared by the doctor and clinic dashboards: the access notice and shared words (the keys every language translates). */
export const dashboardCatalogue = defineMessages('dashboard', {
  wrongRole: 'You are signed in as a {role}. This dashboard is for {audience}.',
  signedOut: 'Please sign in to open your dashboard. This dashboard is for {audience}.',
  profile: 'Go to my profile',
  dashboard: 'Go to my dashboard',
  doctors: 'Doctors',
});
