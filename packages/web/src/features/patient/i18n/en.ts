import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of patient (the keys every language translates). */
export const patientCatalogue = defineMessages('patient', {
  text: ' · {address}',
  yourDoctorWillCallYou:
    'Your doctor will call you here, on this page, at the booked time. Keep it open with the sound on a few minutes before.',
  payNowFor: 'Pay now for {about}',
  payNow: 'Pay now',
  paymentStatusOf: 'Payment status of {about}',
  paymentStatus: 'Payment status',
  cancel: 'Cancel {about}',
  cancel2: 'Cancel',
  loadingAppointments: 'Loading {toLowerCase} appointments',
  weCouldNotLoadYour: 'We could not load your {toLowerCase} appointments',
  tryAgain: 'Try again',
  cancelThisAppointment: 'Cancel this appointment?',
  weCouldNotCancelIt: 'We could not cancel it',
  keepAppointment: 'Keep appointment',
  cancelAppointment: 'Cancel appointment',
  videoCallsFromYourDoctor: 'Video calls from your doctor',
  readyForCalls: 'Ready for calls',
  connecting: 'Connecting…',
  forAn: 'For an',
  onlineAppointment: 'online appointment',
  yourDoctorCallsYouAt:
    ', your doctor calls you at the booked time and the call rings right here, on this page, as long as you stay signed in.',
  whenYourDoctorCalls: 'When your doctor calls',
  youHearARingtoneAnd:
    'You hear a ringtone and see &ldquo;Online Appointment Calling...&rdquo; with Accept and Decline.',
  pressAcceptToStartThe:
    'Press Accept to start the video call; allow the camera and microphone when your browser asks.',
  theCallStopsRingingAfter: 'The call stops ringing after',
  secondsIfItIsNot: 'seconds if it is not answered; your doctor can call again.',
  beforeYourAppointment: 'Before your appointment',
  keepThisPageOpenAnd: 'Keep this page open and your sound on a few minutes before the booked time.',
  useAStableInternetConnection: 'Use a stable internet connection and sit somewhere quiet and well lit.',
  keepYourPreviousPrescriptionsAnd: 'Keep your previous prescriptions and lab reports at hand.',
  bookALabTest: 'Book a lab test',
  loadingLabs: 'Loading labs',
  weCouldNotLoadThe: 'We could not load the labs:',
  noLabsAreTakingBookings: 'No labs are taking bookings right now. Please check again later.',
  myAppointments: 'My appointments',
  payment: 'Payment',
  theSlotIsFreeFor: 'The slot is free for other patients again.',
  findADoctor: 'Find a doctor',
  yourAppointmentsOnTheGo: 'Your appointments on the go',
  theSehatlinkAppKeepsYour:
    'The SehatLink app keeps your bookings, prescriptions and payment receipts in one place and reminds you before each appointment.',
  cancelABookingUnderMy: 'Cancel a booking under My appointments above; for anything else call',
  on: 'on',
  patient: 'Patient',
  sehatlinkId: 'SehatLink ID',
  whatWouldYouLikeTo: 'What would you like to do?',
  yourPatientProfile: 'Your patient profile',
  youAreSignedInAs: 'You are signed in as a',
  thePatientProfileIsFor:
    '. The patient profile is for patients; sign out from the menu at the top and sign in with your mobile number to use it.',
  signInWithYourMobile:
    'Sign in with your mobile number to see your profile, take video calls from your doctor and keep track of your bookings. It takes a minute and needs no password.',
});
