import { paths } from '@/config/paths';

export type NavLink = { id: string; title: string; url: string };

export const mainLinks: NavLink[] = [
  { id: 'home', title: 'Home', url: paths.home },
  // Patients come to find a doctor: the header and the phone menu lead with it (issue 34).
  { id: 'doctors', title: 'Find a doctor', url: paths.doctorsSearch },
  { id: 'about', title: 'About', url: paths.about },
  { id: 'contact', title: 'Contact us', url: paths.contactUs },
];

/** The Products/Services dropdown and the footer's Services column. */
export const productLinks: NavLink[] = [
  { id: 'clinic', title: 'Clinic management', url: paths.products.clinic },
  { id: 'pharmacy', title: 'Pharmacy management', url: paths.products.pharmacy },
  { id: 'hospital', title: 'Hospital management', url: paths.products.hospital },
  { id: 'online', title: 'Online Consultation', url: paths.products.onlineConsultation },
];

/** The six sign-in pages: the Login dropdown and the footer's Sign In column. */
export const signInLinks: NavLink[] = [
  { id: 'patient', title: 'Patient', url: paths.login.patient },
  { id: 'doctor', title: 'Doctor', url: paths.login.doctor },
  { id: 'clinic', title: 'Clinic', url: paths.login.clinic },
  { id: 'hospital', title: 'Hospital', url: paths.login.hospital },
  { id: 'pharmacy', title: 'Pharmacy', url: paths.login.pharmacy },
  { id: 'staff', title: 'Clinic Staff', url: paths.login.staff },
];

export const companyLinks: NavLink[] = [
  { id: 'about', title: 'About us', url: paths.about },
  { id: 'contact', title: 'Contact us', url: paths.contactUs },
  { id: 'doctors', title: 'Find a doctor', url: paths.doctorsSearch },
  { id: 'faqs', title: 'FAQs', url: paths.privacy.faqs },
];

export const policyLinks: NavLink[] = [
  { id: 'faqs', title: 'FAQs', url: paths.privacy.faqs },
  { id: 'payment', title: 'Payment Policy', url: paths.privacy.paymentPolicy },
  { id: 'terms', title: 'Terms & Conditions', url: paths.privacy.termCondition },
  { id: 'privacy', title: 'Privacy Policy', url: paths.privacy.privacyPolicy },
];

export const blogLink: NavLink = { id: 'blogs', title: 'Blogs', url: paths.blogs };

export const bookingBanner = {
  text: 'Book Medical Appointment ANYTIME, ANYWHERE !',
  online: { title: 'Online Consultation', url: paths.doctorsSearchOnline },
  inClinic: { title: 'In-Clinic Appointment', url: paths.doctorsSearch },
  /** The banner shows on these paths only. */
  paths: [paths.home, paths.patientProfile] as string[],
  /**
   * Signed-in pages among them, where the banner sits at the end of the page instead of sticking
   * to the bottom of the screen: it never covers the patient's own appointments.
   */
  inFlowPaths: [paths.patientProfile] as string[],
} as const;
