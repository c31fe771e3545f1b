import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the lab booking's city, times, phone code and summary (issue 33). */
export const labBookingCatalogue = defineMessages('labs-booking', {
  chooseYourCity: 'Choose your city',
  cityHint: 'Branches are listed for the city you choose.',
  branchesIn: '{count} branches',
  oneBranch: '1 branch',
  date: 'Date',
  time: 'Time (Pakistan time)',
  chooseADate: 'Choose a date',
  loadingTimes: 'Loading the times you can book',
  noTimesThisWeek: 'No times can be booked in the next 7 days. Please call the branch.',
  timesCouldNotLoad: 'We could not load the times. Please try again.',
  homeWindow: 'Home sample collection is from 8:00 AM to 8:00 PM, at least 2 hours ahead.',
  yourBooking: 'Your booking',
  atBranch: 'At the {branch_name} branch, {city}',
  homeFromBranch: 'Home sample collection by the {branch_name} branch, {city}',
  signedInNumber: 'The lab confirms your booking on your account’s number.',
  weTextACode: 'We text a 6-digit code to this number to confirm it.',
  sendCodeAndBook: 'Send code',
  enterTheCode: 'Code sent to <phone>{phone}</phone>',
  codeLabel: '6-digit code',
  codeInvalid: 'Enter the 6 digits from the SMS.',
  verifyAndBook: 'Verify and confirm booking',
  changeNumber: 'Change number',
  weCouldNotSendTheCode: 'We could not send the code',
  weCouldNotCheckTheCode: 'We could not check the code',
});
