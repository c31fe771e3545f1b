import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the doctor's in-clinic visits on the dashboard (pay at the clinic). */
export const clinicVisitsCatalogue = defineMessages('call-clinic-visits', {
  yourClinicVisits: 'Your in-clinic visits',
  clinicVisits: 'In-clinic visits',
  payAtTheClinicFee: 'Pay at the clinic: {fee}',
  paidOnline: 'Paid online: {fee}',
});
