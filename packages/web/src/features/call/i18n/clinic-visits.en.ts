import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the doctor's in-clinic visits on the dashboard (pay at the clinic). */
export const clinicVisitsCatalogue = defineMessages('call-clinic-visits', {
  'list.title': 'Your in-clinic visits',
  'list.label': 'In-clinic visits',
  'fee.atClinic': 'Pay at the clinic: {fee}',
  'fee.paidOnline': 'Paid online: {fee}',
});
