import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the doctor's recent visits on the dashboard (advice after the window). */
export const recentVisitsCatalogue = defineMessages('call-recent-visits', {
  recentVisits: 'Recent visits',
  recentVisitsHint: 'Visits of the last 7 days. Write or correct the advice and prescription here.',
  visitsList: 'Recent visits',
  online: 'Online consultation',
  inClinic: 'In-clinic visit',
  adviceWritten: 'Advice written',
  noAdviceYet: 'No advice yet',
  visitLine: '{when} ({zone}) · {mode}',
});
