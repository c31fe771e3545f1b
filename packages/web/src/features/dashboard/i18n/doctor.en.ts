import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the doctor dashboard (/cms/dashboard/dashboard-doctor) (the keys every language translates). */
export const dashboardDoctorCatalogue = defineMessages('dashboard-doctor', {
  doctorDashboard: 'Doctor dashboard',
  overview: 'Overview',
  onlineConsultations: 'Online consultations',
  doctor: 'Doctor',
  pmdc: 'PMDC {pmdc}',
  whatToDoNext: 'What to do next',
  theSehatlinkDoctorApp: 'The SehatLink doctor app',
  takeVideoConsultationsSeeToday:
    "Take video consultations, see today's patients and write prescriptions from your phone.",
  questionsAboutPayoutsYourProfile:
    'Questions about payouts, your profile or verification? {helpline}: <phone>{phone}</phone> or <email>{email}</email>.',
  howOnlineConsultationsWork: 'How online consultations work',
  aPatientBooksOneOf: 'A patient books one of your online consultation slots.',
  atTheBookedTimeOpen: 'At the booked time, open the appointment in the doctor app and start the video call.',
  thePatientSPhoneOr:
    "The patient's phone or browser rings for {seconds} seconds. If they miss it, wait a minute and call again.",
  afterTheCallWriteThe: 'After the call, write the e-prescription; the patient receives it straight away.',
  forASmoothCall: 'For a smooth call',
  useWiFiOrA: 'Use Wi-Fi or a strong 4G signal and keep the app updated.',
  sitInAQuietWell: 'Sit in a quiet, well-lit room with your face clearly visible.',
  reviewThePatientSHistory: "Review the patient's history and reports before you call.",
  ifTheLineDropsCall: 'If the line drops, call back from the same appointment so the record stays in one place.',
  doctorSignIn: 'Doctor sign in',
  joinAsADoctor: 'Join as a doctor',
  installTheSehatlinkDoctorApp: 'Install the SehatLink doctor app',
  consultationsYourAppointmentListAnd:
    'Consultations, your appointment list and e-prescriptions are in the app. Sign in there with your PMDC number and password.',
  completeYourProfile: 'Complete your profile',
  addYourPhotoQualificationsExperience:
    'Add your photo, qualifications, experience and consultation fee. A complete profile helps patients choose you.',
  setYourOnlineHours: 'Set your online hours',
  chooseTheDaysAndTimes:
    'Choose the days and times you take video consultations. Patients can only book the slots you open.',
  linkYourClinics: 'Link your clinics',
  clinicsOnSehatlinkAddYou:
    'Clinics on SehatLink add you with your PMDC number, so their in-clinic appointments appear in the same app.',
});
