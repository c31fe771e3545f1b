import { translate } from '@/lib/i18n/catalogue';
import type { doctorsCatalogue } from './en';

export const ur = translate<typeof doctorsCatalogue>('doctors', {
  shortDate: '{weekday}، {day} {month}',
  dateWithYear: '{day} {month} {year}',
  longDate: '{weekday}، {day} {month}',
  everyDay: 'ہر روز',
  hoursRange: '{from} – {to}',
  'next.none': 'اگلے 30 دنوں میں کوئی وقت خالی نہیں',
  'next.today': 'آج دستیاب',
  'next.tomorrow': 'کل دستیاب',
  'next.on': 'اگلا خالی وقت: {date}',
  today: 'آج',
  book: 'اپائنٹمنٹ بُک کریں',
  qualifications: 'تعلیمی قابلیت',
  experience: '{years} سال کا تجربہ',
  rating: '5 میں سے {rating}',
  retry: 'دوبارہ کوشش کریں',
  'reviews.none': 'ابھی کوئی تبصرہ نہیں',
  'mode.clinic': 'کلینک میں معائنہ',
  'mode.online': 'آن لائن ویڈیو مشاورت',
  'rating.reviews': '<hidden>ریٹنگ 5 میں سے </hidden><b>{rating}</b> ({count} تبصرے)',
});
