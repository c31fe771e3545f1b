import { paths } from '@/config/paths';
import { brand, pageTitle } from '@/lib/page-title';

export type PageMeta = { title: string; description: string };

export { pageTitle } from '@/lib/page-title';
/** An inner page's entry. */
const page = (name: string, description: string): PageMeta => ({ title: pageTitle(name), description });

/** Title and description per route pattern. The layout applies them; the prerender build writes them into <head>. */
export const seo: Record<string, PageMeta> = {
  [paths.home]: {
    title: `${brand} | Clinic, Pharmacy & Hospital Software and Online Doctors in Pakistan`,
    description:
      'Book in-clinic or online doctor appointments across Pakistan and run your clinic, pharmacy or hospital on SehatLink: EMR, billing, inventory and telemedicine in one secure platform.',
  },
  [paths.about]: page(
    'About Us',
    'SehatLink is a Lahore-based e-health company connecting 300,000+ patients with doctors and powering 1,100+ clinics and 5,000+ pharmacies and hospitals in Pakistan.',
  ),
  [paths.contactUs]: page(
    'Contact Us',
    'Talk to SehatLink 24/7 on 0311-1222398 or send us a message. Get help with appointments, demos, subscriptions and your clinic, pharmacy or hospital account.',
  ),
  [paths.blogs]: page('Health Blog', 'Health, beauty and wellness articles from SehatLink doctors.'),
  [paths.products.clinic]: page(
    'Clinic Management System',
    'Appointments, electronic medical records, digital prescriptions, billing and video consultations for Pakistani clinics. Plans from Rs. 2,000 a month.',
  ),
  [paths.products.pharmacy]: page(
    'Pharmacy Management Software',
    'Point of sale, inventory with expiry alerts, supplier and shift management and revenue reports for pharmacies in Pakistan. Plans from Rs. 2,000 a month.',
  ),
  [paths.products.hospital]: page(
    'Hospital Management System',
    'OPD and IPD management, admissions, duty rosters, lab and pharmacy integration and billing for hospitals in Pakistan. Plans from Rs. 5,500 a month.',
  ),
  [paths.products.onlineConsultation]: page(
    'Online Consultation',
    'See a PMDC-registered doctor by secure video call from home. Book an online consultation with specialists across Pakistan on SehatLink.',
  ),
  [paths.login.patient]: page('Patient Sign In', 'Sign in to SehatLink with your mobile number.'),
  [paths.login.doctor]: page('Doctor Sign In', 'Sign in to your SehatLink doctor account.'),
  [paths.login.clinic]: page('Clinic Sign In', 'Sign in to the SehatLink clinic management system.'),
  [paths.login.hospital]: page('Hospital Sign In', 'Sign in to the SehatLink hospital management system.'),
  [paths.login.pharmacy]: page('Pharmacy Sign In', 'Sign in to the SehatLink pharmacy management system.'),
  [paths.login.staff]: page('Staff Sign In', 'Sign in to your SehatLink clinic staff account.'),
  [paths.signup.pharmacy]: page('Pharmacy Sign Up', 'Register your pharmacy on SehatLink.'),
  [paths.signup.hospital]: page('Hospital Sign Up', 'Register your hospital on SehatLink.'),
  [paths.signup.default]: page('Sign Up', 'Create your SehatLink account.'),
  [paths.patientProfile]: page('My Profile', 'Your SehatLink patient profile and appointments.'),
  [paths.clinicDashboard]: page('Clinic Dashboard', 'Your SehatLink clinic dashboard.'),
  [paths.doctorDashboard]: page('Doctor Dashboard', 'Your SehatLink doctor dashboard.'),
  [paths.doctorsSearch]: page(
    'Find a Doctor',
    'Search PMDC-registered doctors by speciality and city and book an in-clinic or online appointment.',
  ),
  [paths.doctorProfile]: page(
    'Doctor Profile',
    'Fees, experience, reviews, clinic locations and open time slots. Book an in-clinic or online appointment.',
  ),
  [paths.labs]: page(
    'Medical Test Labs',
    'Compare medical test labs in Pakistan by tests, prices and report times, and book at a branch or with home sampling.',
  ),
  [paths.lab]: page('Medical Test Lab', 'Lab tests, prices, branches and home sampling. Book online.'),
  [paths.checkout]: page('Checkout', 'Pay for your SehatLink appointment.'),
  [paths.reschedule]: page('Change Appointment Time', 'Move your SehatLink appointment to another free time.'),
  [paths.privacy.faqs]: page(
    'Frequently Asked Questions',
    'Answers about booking appointments, online consultations, payments, refunds and SehatLink software subscriptions.',
  ),
  [paths.privacy.paymentPolicy]: page(
    'Payment Policy',
    'How SehatLink takes payments for consultations and subscriptions, and how refunds work.',
  ),
  [paths.privacy.termCondition]: page(
    'Terms and Conditions',
    'The terms for using the SehatLink website, apps, online consultations and software subscriptions.',
  ),
  [paths.privacy.privacyPolicy]: page(
    'Privacy Policy',
    'What personal and health data SehatLink collects, why, who can see it and how you control it.',
  ),
};

export const notFoundMeta: PageMeta = page(
  'Page Not Found',
  'The page you are looking for does not exist on SehatLink.',
);

/** Shown in place of the app when JavaScript is off (the page's <noscript>, written by the server render). */
export const noscriptMessage = 'SehatLink needs JavaScript for booking and sign-in. Call 0311-1222398 for help.';
