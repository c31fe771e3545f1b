// The route table of SPEC section 2: every path the portal links to lives here.

export const paths = {
  home: '/',
  about: '/about',
  contactUs: '/contactus',
  blogs: '/blogs/category/beauty',

  products: {
    clinic: '/products/clinicmanagement',
    clinicPackages: '/products/clinicmanagement?packages=true',
    pharmacy: '/products/pharmacymanagement',
    hospital: '/products/hospitalmanagement',
    onlineConsultation: '/products/doctor',
  },

  login: {
    patient: '/patient/login',
    doctor: '/doctor/login',
    clinic: '/clinic-management-system/login',
    hospital: '/hospital/login',
    pharmacy: '/pms/login',
    staff: '/staff/login',
  },

  signup: {
    pharmacy: '/pms/signup',
    hospital: '/hospital/signup',
    default: '/default/signup',
  },

  patientProfile: '/patient/profile',
  clinicDashboard: '/cms/dashboard/dashboard-clinic',
  doctorDashboard: '/cms/dashboard/dashboard-doctor',

  doctorsSearch: '/doctors/search',
  doctorsSearchOnline: '/doctors/search?is_online=true',

  lab: '/labs/:id',
  checkout: '/appointment/payment/checkout/:id',

  privacy: {
    faqs: '/privacy/Faqs',
    paymentPolicy: '/privacy/PaymentPolicy',
    termCondition: '/privacy/TermCondition',
    privacyPolicy: '/privacy/PrivacyPolicy',
  },
} as const;

export const labPath = (id: string | number): string => `/labs/${encodeURIComponent(String(id))}`;

export const checkoutPath = (id: string | number): string =>
  `/appointment/payment/checkout/${encodeURIComponent(String(id))}`;

export const doctorsSearchPath = (params: { isOnline?: boolean } = {}): string =>
  params.isOnline ? paths.doctorsSearchOnline : paths.doctorsSearch;

/** Where the avatar and the post-sign-in redirect lead for each role. */
export const roleHomePath = {
  patient: paths.patientProfile,
  clinic_owner: paths.clinicDashboard,
  doctor: paths.doctorDashboard,
} as const;
