import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of payment (the keys every language translates). */
export const paymentCatalogue = defineMessages('payment', {
  yourAppointment: 'Your appointment',
  weCouldNotStartThe: 'We could not start the payment',
  readOur: '· Read our',
  paymentPolicy: 'Payment Policy',
  checkout: 'Checkout',
  loadingYourAppointment: 'Loading your appointment',
  youAreSignedInAs:
    "You are signed in as a {role}. Appointments are paid from the patient's account: sign out from the menu at the top, then sign in with the patient's mobile number.",
  signInAsAPatient:
    'Sign in as a patient with your mobile number to see this appointment and pay for it. You will come straight back to this page.',
  signInAsAPatient2: 'Sign in as a patient',
  appointmentNotFound: 'Appointment not found',
  weCouldNotFindThis:
    'We could not find this appointment in your account. The link may be mistyped, or the appointment may belong to another patient. Your bookings are listed on your profile.',
  yourPaymentDidNotGo: 'Your payment did not go through',
  code: ' (code {result_code})',
  chooseAMethodAndPay: '. Choose a method and pay again below while your slot is held.',
  weAreWaitingFor: 'We are waiting for',
  yourBankOrWallet: 'your bank or wallet',
  toConfirmYourPaymentThis:
    'to confirm your payment. This usually takes a few minutes and this page checks again by itself. Please do not pay again.',
  checkAgain: 'Check again',
  yourDoctorWillCallYou: 'Your doctor will call you on the SehatLink website at the booked time: stay signed in on',
  patientProfile: '/patient/profile',
  aSlotIsHeldFor: 'A slot is held for',
  minutesWhileYouPayThis:
    'minutes while you pay; this one was released because the payment was not completed in time. You can book a new time with the same doctor.',
  bookAgainWith: 'Book again with',
  goToMyAppointments: 'Go to my appointments',
  findADoctor: 'Find a doctor',
  gatewayCode: 'Gateway code {code}. ',
  slotHeldFor: 'Slot held for',
  payBeforeTheTimeRuns: 'Pay before the time runs out, or the slot is offered to other patients.',
  payForYourAppointment: 'Pay for your appointment',
  chooseHowYouWantTo: 'Choose how you want to pay',
  pay: 'Pay',
  paymentMethod: 'Payment method',
});
