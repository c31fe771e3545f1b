import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of pages (the keys every language translates). */
export const pagesCatalogue = defineMessages('pages', {
  makingHealthcareWorkBetterFor: 'Making healthcare work better for everyone in Pakistan',
  ourStory: 'Our story',
  whatWeStandFor: 'What we stand for',
  visitUs: 'Visit us',
  ourTeamWorksFrom:
    'Our team works from {address}. Call <phone>{phone}</phone> ({helpline}) or e-mail <email>{email}</email>.',
  seeSehatlinkInYourOwn: 'See SehatLink in your own facility',
  aProductSpecialistWillWalk:
    'A product specialist will walk you through the system with your own doctors, stock and services.',
  skinAndHairCareFrom: 'Skin and hair care, from our dermatologists',
  bookADermatologist: 'Book a dermatologist',
  weReHereToHelp: "We're here to help, day and night",
  reachUsDirectly: 'Reach us directly',
  repliesWithinOneWorkingDay: 'Replies within one working day',
  mondayToSaturday9A: 'Monday to Saturday, 9 a.m. to 6 p.m.',
  wantToSeeTheSoftware:
    'Want to see the software first? <link>Request a demo on WhatsApp<hidden> (opens in a new tab)</hidden></link>',
  sendUsAMessage: 'Send us a message',
  frequentlyAskedQuestions: 'Frequently asked questions',
  stillNeedHelp: 'Still need help?',
  call2:
    'Call <phone>{phone}</phone> ({helpline}), e-mail <email>{email}</email> or use our <form>contact form</form>.',
  weCouldnTFindThat: "We couldn't find that page",
  goToTheHomePage: 'Go to the home page',
  findADoctor: 'Find a doctor',
  contactSupport: 'Contact support',
  packages: 'Packages',
  readyToGoPaperless: 'Ready to go paperless?',
  mostClinicsAreLiveOn:
    'Most clinics are live on the day they sign up. Our team sets up your doctors, fees and schedules for you.',
  planYourHospitalSMove: "Plan your hospital's move to digital",
  ourImplementationTeamMapsYour:
    'Our implementation team maps your departments, wards and panels and trains every shift before go-live.',
  howItWorks: 'How it works',
  whyPatientsChooseSehatlink: 'Why patients choose SehatLink',
  areYouADoctor: 'Are you a doctor?',
  consultPatientsFromAnywhereIn:
    'Consult patients from anywhere in Pakistan. Set your own fees and hours; we handle payments and reminders.',
  subscriptionPackages: 'Subscription packages',
  bringYourPharmacyOnlineThis: 'Bring your pharmacy online this week',
  weImportYourExistingStock: 'We import your existing stock list and train your counter staff at no extra cost.',
  aboutUs: 'About us',
  contactUs: 'Contact us',
  blogBeauty: 'Blog · Beauty',
  practicalEvidenceBasedAdviceFor:
    'Practical, evidence-based advice for Pakistani skin and climate, written and reviewed by PMDC-registered doctors.',
  questionsAboutAnAppointmentA:
    'Questions about an appointment, a subscription or your account? Call our 24/7 Customer Support team or send a message and we will reply within one working day.',
  helpCentre: 'Help centre',
  quickAnswersAboutAppointmentsOnline:
    'Quick answers about appointments, online consultations, payments and our software for healthcare facilities.',
  error404: 'Error 404',
  theLinkMayBeOut: 'The link may be out of date or the address mistyped. These pages might help instead.',
  seePackages: 'See packages',
  clinicLogin: 'Clinic login',
  builtAroundAClinicS: "Built around a clinic's day",
  signUpYourClinic: 'Sign up your clinic',
  signUpYourHospital: 'Sign up your hospital',
  hospitalLogin: 'Hospital login',
  oneSystemFromAdmissionTo: 'One system from admission to discharge',
  findADoctorOnline: 'Find a doctor online',
  doctorLogin: 'Doctor login',
  signUpYourPharmacy: 'Sign up your pharmacy',
  pharmacyLogin: 'Pharmacy login',
  everythingBehindTheCounter: 'Everything behind the counter',
  pricesInPakistaniRupeesEvery:
    'Prices in Pakistani rupees. Every package includes digital invoices, digital record keeping and free onboarding for your staff.',
});
