import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of lib (the keys every language translates). */
export const libCatalogue = defineMessages('lib', {
  pakistanTime: 'Pakistan time',
  dateAtTime: '{date} at {time}',
  whenPakistanTime: '{when}, Pakistan time',
  onlineVideoConsultation: 'Online video consultation',
  inClinicAt: 'In-clinic at {clinic_name}, {branch_name}',
  inClinicVisit: 'In-clinic visit',
  label: 'Awaiting payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  holdEnded: 'Hold ended',
  completed: 'Completed',
  paid: 'Paid',
  paymentPending: 'Payment pending',
  paymentFailed: 'Payment failed',
  notPaid: 'Not paid',
  paymentStarted: 'Payment started',
  pending: 'Refund in progress: it reaches your account or wallet in 7 to 10 working days',
  refunded: 'Refunded in full',
  rs: 'Rs. {amount}',
  timeMorning: '{time} AM',
  timeNoon: '{time} PM',
  timeEvening: '{time} PM',
  timeNightPm: '{time} PM',
  timeNightAm: '{time} AM',
});
