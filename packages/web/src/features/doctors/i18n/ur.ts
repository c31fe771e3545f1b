import { translate } from '@/lib/i18n/catalogue';
import type { doctorsCatalogue } from './en';

export const ur = translate<typeof doctorsCatalogue>('doctors', {
  shortDate: '{weekday}، {day} {month}',
  dateWithYear: '{day} {month} {year}',
  longDate: '{weekday}، {day} {month}',
  everyDay: 'ہر روز',
  hoursRange: '{from} – {to}',
  noFreeTimesIn30Days: 'اگلے 30 دنوں میں کوئی وقت خالی نہیں',
  availableToday: 'آج دستیاب',
  availableTomorrow: 'کل دستیاب',
  nextAvailableOn: 'اگلا خالی وقت: {date}',
  today: 'آج',
  bookAppointment: 'اپائنٹمنٹ بُک کریں',
  qualifications: 'تعلیمی قابلیت',
  yearsOfExperience: '{years} سال کا تجربہ',
  outOf5: '5 میں سے {rating}',
  retry: 'دوبارہ کوشش کریں',
  noReviewsYet: 'ابھی کوئی تبصرہ نہیں',
  inClinicVisit: 'کلینک میں معائنہ',
  onlineVideoConsultation: 'آن لائن ویڈیو مشاورت',
  ratingReviews: '<hidden>ریٹنگ 5 میں سے </hidden><b>{rating}</b> ({count} تبصرے)',
});
