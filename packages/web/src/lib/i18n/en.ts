import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of lib (the keys every language translates). */
export const libCatalogue = defineMessages('lib', {
  'time.zone': 'Pakistan time',
  'time.dateAt': '{date} at {time}',
  'time.inPakistan': '{when}, Pakistan time',
  'visit.online': 'Online video consultation',
  'visit.clinicAt': 'In-clinic at {clinic_name}, {branch_name}',
  'visit.clinic': 'In-clinic visit',
  'status.unpaid': 'Awaiting payment',
  'status.confirmed': 'Confirmed',
  'status.cancelled': 'Cancelled',
  'status.holdEnded': 'Hold ended',
  'status.completed': 'Completed',
  'payment.paid': 'Paid',
  'payment.pending': 'Payment pending',
  'payment.failed': 'Payment failed',
  'payment.unpaid': 'Not paid',
  'payment.started': 'Payment started',
  'refund.pending': 'Refund in progress: it reaches your account or wallet in 7 to 10 working days',
  'refund.done': 'Refunded in full',
  price: 'Rs. {amount}',
  'time.morning': '{time} AM',
  'time.noon': '{time} PM',
  'time.evening': '{time} PM',
  'time.nightPm': '{time} PM',
  'time.nightAm': '{time} AM',
});
