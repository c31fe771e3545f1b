import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages shared by the doctor search and profile pages: dates, weekday and month names, schedule and rating words (the keys every language translates). */
export const doctorsCatalogue = defineMessages('doctors', {
  shortDate: '{weekday} {day} {month}',
  longDate: '{weekday} {day} {month}',
  dateWithYear: '{day} {month} {year}',
  everyDay: 'Every day',
  hoursRange: '{from} – {to}',
  'next.none': 'No free times in the next 30 days',
  'next.today': 'Available today',
  'next.tomorrow': 'Available tomorrow',
  'next.on': 'Next available {date}',
  today: 'Today',
  book: 'Book appointment',
  qualifications: 'Qualifications',
  experience: '{years} years of experience',
  rating: '{rating} out of 5',
  retry: 'Retry',
  'reviews.none': 'No reviews yet',
  'mode.clinic': 'In-clinic visit',
  'mode.online': 'Online video consultation',
  'rating.reviews': '<hidden>Rated </hidden><b>{rating}</b><hidden> out of 5</hidden> ({count} review{s})',
});
