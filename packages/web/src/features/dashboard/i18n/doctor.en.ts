import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the doctor dashboard (/cms/dashboard/dashboard-doctor) (the keys every language translates). */
export const dashboardDoctorCatalogue = defineMessages('dashboard-doctor', {
  title: 'Doctor dashboard',
  overview: 'Overview',
  online: 'Online consultations',
  doctor: 'Doctor',
  pmdc: 'PMDC {pmdc}',
  next: 'What to do next',
  app: 'The SehatLink doctor app',
  'app.help': "Take video consultations, see today's patients and write prescriptions from your phone.",
  help: 'Questions about payouts, your profile or verification? {helpline}: <phone>{phone}</phone> or <email>{email}</email>.',
  how: 'How online consultations work',
  'how.1': 'A patient books one of your online consultation slots.',
  'how.2': 'At the booked time, open the appointment in the doctor app and start the video call.',
  'how.3': "The patient's phone or browser rings for {seconds} seconds. If they miss it, wait a minute and call again.",
  'how.4': 'After the call, write the e-prescription; the patient receives it straight away.',
  tips: 'For a smooth call',
  'tips.network': 'Use Wi-Fi or a strong 4G signal and keep the app updated.',
  'tips.room': 'Sit in a quiet, well-lit room with your face clearly visible.',
  'tips.history': "Review the patient's history and reports before you call.",
  'tips.dropped': 'If the line drops, call back from the same appointment so the record stays in one place.',
  signIn: 'Doctor sign in',
  join: 'Join as a doctor',
  install: 'Install the SehatLink doctor app',
  'install.help':
    'Consultations, your appointment list and e-prescriptions are in the app. Sign in there with your PMDC number and password.',
  profile: 'Complete your profile',
  'profile.help':
    'Add your photo, qualifications, experience and consultation fee. A complete profile helps patients choose you.',
  hours: 'Set your online hours',
  'hours.help': 'Choose the days and times you take video consultations. Patients can only book the slots you open.',
  clinics: 'Link your clinics',
  'clinics.help':
    'Clinics on SehatLink add you with your PMDC number, so their in-clinic appointments appear in the same app.',
});
