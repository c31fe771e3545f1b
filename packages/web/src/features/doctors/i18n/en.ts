import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages shared by the doctor search and profile pages: dates, weekday and month names, schedule and rating words (the keys every language translates). */
export const doctorsCatalogue = defineMessages('doctors', {
  shortDate: '{weekday} {day} {month}',
  longDate: '{weekday} {day} {month}',
  dateWithYear: '{day} {month} {year}',
  everyDay: 'Every day',
  hoursRange: '{from} – {to}',
  noFreeTimesIn30Days: 'No free times in the next 30 days',
  availableToday: 'Available today',
  availableTomorrow: 'Available tomorrow',
  nextAvailableOn: 'Next available {date}',
  today: 'Today',
  bookAppointment: 'Book appointment',
  qualifications: 'Qualifications',
  yearsOfExperience: '{years} years of experience',
  outOf5: '{rating} out of 5',
  retry: 'Retry',
  noReviewsYet: 'No reviews yet',
  inClinicVisit: 'In-clinic visit',
  onlineVideoConsultation: 'Online video consultation',
  ratingReviews: '<hidden>Rated </hidden><b>{rating}</b><hidden> out of 5</hidden> ({count} review{s})',
});
