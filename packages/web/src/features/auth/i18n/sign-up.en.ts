import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the sign-up pages (clinic, hospital, pharmacy and doctor) (the keys every language translates). */
export const authSignUpCatalogue = defineMessages('auth-sign-up', {
  createYourSehatlinkAccount: 'Create your SehatLink account',
  alreadyHaveAnAccount: 'Already have an account? <link>Sign in</link>',
  iAmRegistering: 'I am registering',
  pmdcExample: 'e.g. 12345-P',
  drSanaMalik: 'e.g. Dr. Sana Malik',
  weWillTextACode: 'We will text a code to verify it.',
  youExamplePk: 'e.g. rabia@clinic.pk',
  speciality: 'Speciality',
  chooseYourSpeciality: 'Choose your speciality',
  alreadyRegistered: 'Already registered? <signIn>Sign in</signIn> · <plans>See plans and features</plans>',
  ownerName: 'Owner name',
  ahmedRaza: 'e.g. Ahmed Raza',
  youWillSignInWith: 'You will sign in with this address.',
  youYourPk: 'e.g. you@your{noun}.pk',
  city: 'City',
  chooseYourCity: 'Choose your city',
  byCreatingAnAccountYou:
    'By creating an account you agree to the SehatLink <terms>Terms and Conditions</terms> and <privacy>Privacy Policy</privacy>.',
  thisAccountAlreadyExists: 'This account already exists',
  joinSehatlink: 'Join SehatLink',
  registerYourClinicToRun:
    'Register your clinic to run it on SehatLink, or join as a doctor to consult patients online.',
  whyDoctorsJoinSehatlink: 'Why doctors join SehatLink',
  whatYourClinicGets: 'What your clinic gets',
  aClinic: 'A clinic',
  myselfAsADoctor: 'Myself as a doctor',
  verifyAndCreateDoctorAccount: 'Verify and create doctor account',
  forS: 'For {noun}s',
  whatYourGets: 'What your {noun} gets',
  yourDataStaysYoursNo: 'Your data stays yours: no third party handles it',
  verifyAndCreateAccount: 'Verify and create {noun} account',
  editDetails: 'Edit details',
  freeToJoinForPmdc: 'Free to join for PMDC-registered doctors',
  accountExists: '{message}. <link>Sign in instead</link>, or change the phone number or e-mail below.',
});
