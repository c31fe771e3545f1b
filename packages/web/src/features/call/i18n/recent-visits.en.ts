import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the doctor's recent visits on the dashboard (advice after the window). */
export const recentVisitsCatalogue = defineMessages('call-recent-visits', {
  'list.title': 'Recent visits',
  'list.hint': 'Visits of the last 7 days. Write or correct the advice and prescription here.',
  'list.label': 'Recent visits',
  'mode.online': 'Online consultation',
  'mode.inClinic': 'In-clinic visit',
  'advice.written': 'Advice written',
  'advice.none': 'No advice yet',
  'item.when': '{when} ({zone}) · {mode}',
});
