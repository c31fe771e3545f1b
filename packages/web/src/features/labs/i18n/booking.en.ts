import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the lab booking's city, times, phone code and summary (issue 33). */
export const labBookingCatalogue = defineMessages('labs-booking', {
  city: 'Choose your city',
  'city.hint': 'Branches are listed for the city you choose.',
  'branches.count': '{count} branches',
  'branches.one': '1 branch',
  date: 'Date',
  time: 'Time (Pakistan time)',
  'date.choose': 'Choose a date',
  'times.loading': 'Loading the times you can book',
  'times.none': 'No times can be booked in the next 7 days. Please call the branch.',
  'times.failed': 'We could not load the times. Please try again.',
  'home.window': 'Home sample collection is from 8:00 AM to 8:00 PM, at least 2 hours ahead.',
  summary: 'Your booking',
  'summary.branch': 'At the {branch_name} branch, {city}',
  'summary.home': 'Home sample collection by the {branch_name} branch, {city}',
  'phone.account': 'The lab confirms your booking on your account’s number.',
  'phone.hint': 'We text a 6-digit code to this number to confirm it.',
  'code.send': 'Send code',
  'code.sent': 'Code sent to <phone>{phone}</phone>',
  'code.label': '6-digit code',
  'code.invalid': 'Enter the 6 digits from the SMS.',
  'code.verify': 'Verify and confirm booking',
  'phone.change': 'Change number',
  'code.sendFailed': 'We could not send the code',
  'code.checkFailed': 'We could not check the code',
});
