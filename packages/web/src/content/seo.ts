import { paths } from '@/config/paths';

export type PageMeta = { title: string; description: string };

const brand = 'SehatLink';
const t = (page: string) => `${page} | ${brand}`;

/** Title and description per route pattern. The layout applies them; the prerender build writes them into <head>. */
export const seo: Record<string, PageMeta> = {
  [paths.home]: {
    title: `${brand} | Clinic, Pharmacy & Hospital Software and Online Doctors in Pakistan`,
    description:
      'Book in-clinic or online doctor appointments across Pakistan and run your clinic, pharmacy or hospital on SehatLink: EMR, billing, inventory and telemedicine in one secure platform.',
  },
  [paths.about]: {
    title: t('About Us'),
    description:
      'SehatLink is a Lahore-based e-health company connecting 300,000+ patients with doctors and powering 1,100+ clinics and 5,000+ pharmacies and hospitals in Pakistan.',
  },
  [paths.contactUs]: {
    title: t('Contact Us'),
    description:
      'Talk to SehatLink 24/7 on 0311-1222398 or send us a message. Get help with appointments, demos, subscriptions and your clinic, pharmacy or hospital account.',
  },
  [paths.blogs]: {
    title: t('Health Blog'),
    description: 'Health, beauty and wellness articles from SehatLink doctors.',
  },
  [paths.products.clinic]: {
    title: t('Clinic Management System'),
    description:
      'Appointments, electronic medical records, digital prescriptions, billing and video consultations for Pakistani clinics. Plans from Rs. 2,000 a month.',
  },
  [paths.products.pharmacy]: {
    title: t('Pharmacy Management Software'),
    description:
      'Point of sale, inventory with expiry alerts, supplier and shift management and revenue reports for pharmacies in Pakistan. Plans from Rs. 2,000 a month.',
  },
  [paths.products.hospital]: {
    title: t('Hospital Management System'),
    description:
      'OPD and IPD management, admissions, duty rosters, lab and pharmacy integration and billing for hospitals in Pakistan. Plans from Rs. 5,500 a month.',
  },
  [paths.products.onlineConsultation]: {
    title: t('Online Consultation'),
    description:
      'See a PMDC-registered doctor by secure video call from home. Book an online consultation with specialists across Pakistan on SehatLink.',
  },
  [paths.login.patient]: { title: t('Patient Sign In'), description: 'Sign in to SehatLink with your mobile number.' },
  [paths.login.doctor]: { title: t('Doctor Sign In'), description: 'Sign in to your SehatLink doctor account.' },
  [paths.login.clinic]: {
    title: t('Clinic Sign In'),
    description: 'Sign in to the SehatLink clinic management system.',
  },
  [paths.login.hospital]: {
    title: t('Hospital Sign In'),
    description: 'Sign in to the SehatLink hospital management system.',
  },
  [paths.login.pharmacy]: {
    title: t('Pharmacy Sign In'),
    description: 'Sign in to the SehatLink pharmacy management system.',
  },
  [paths.login.staff]: { title: t('Staff Sign In'), description: 'Sign in to your SehatLink clinic staff account.' },
  [paths.signup.pharmacy]: { title: t('Pharmacy Sign Up'), description: 'Register your pharmacy on SehatLink.' },
  [paths.signup.hospital]: { title: t('Hospital Sign Up'), description: 'Register your hospital on SehatLink.' },
  [paths.signup.default]: { title: t('Sign Up'), description: 'Create your SehatLink account.' },
  [paths.patientProfile]: { title: t('My Profile'), description: 'Your SehatLink patient profile and appointments.' },
  [paths.clinicDashboard]: { title: t('Clinic Dashboard'), description: 'Your SehatLink clinic dashboard.' },
  [paths.doctorDashboard]: { title: t('Doctor Dashboard'), description: 'Your SehatLink doctor dashboard.' },
  [paths.doctorsSearch]: {
    title: t('Find a Doctor'),
    description: 'Search PMDC-registered doctors by speciality and city and book an in-clinic or online appointment.',
  },
  [paths.lab]: {
    title: t('Medical Test Lab'),
    description: 'Lab tests, prices, branches and home sampling. Book online.',
  },
  [paths.checkout]: { title: t('Checkout'), description: 'Pay for your SehatLink appointment.' },
  [paths.privacy.faqs]: {
    title: t('Frequently Asked Questions'),
    description:
      'Answers about booking appointments, online consultations, payments, refunds and SehatLink software subscriptions.',
  },
  [paths.privacy.paymentPolicy]: {
    title: t('Payment Policy'),
    description: 'How SehatLink takes payments for consultations and subscriptions, and how refunds work.',
  },
  [paths.privacy.termCondition]: {
    title: t('Terms and Conditions'),
    description: 'The terms for using the SehatLink website, apps, online consultations and software subscriptions.',
  },
  [paths.privacy.privacyPolicy]: {
    title: t('Privacy Policy'),
    description: 'What personal and health data SehatLink collects, why, who can see it and how you control it.',
  },
};

export const notFoundMeta: PageMeta = {
  title: t('Page Not Found'),
  description: 'The page you are looking for does not exist on SehatLink.',
};
