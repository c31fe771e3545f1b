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
  doctorProfile: '/doctors/:pmdc',

  // Not in SPEC section 2: the list the Labs menu's 'All labs' leads to (issue 24).
  labs: '/labs',
  lab: '/labs/:id',
  checkout: '/appointment/payment/checkout/:id',
  // Not in SPEC section 2: moving a paid appointment to another time (issue 33).
  reschedule: '/appointment/reschedule/:id',

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

export const reschedulePath = (id: string | number): string =>
  `/appointment/reschedule/${encodeURIComponent(String(id))}`;

export const doctorsSearchPath = (params: { isOnline?: boolean } = {}): string =>
  params.isOnline ? paths.doctorsSearchOnline : paths.doctorsSearch;

/** A slot chosen on a doctor's profile; the names are the contract's (bookAppointment, listDoctorSlots). */
export type DoctorChoice = {
  mode?: 'online' | 'clinic' | null;
  location_id?: number | null;
  date?: string | null;
  time?: string | null;
  /** The appointment whose free follow-up is being booked (x-provisional follow_up_of). */
  follow_up?: number | null;
};

/** '/doctors/12345-P', with the chosen mode, location, date and time in the query when given. */
export const doctorProfilePath = (pmdc: string, choice: DoctorChoice = {}): string => {
  const query = new URLSearchParams();
  for (const key of ['mode', 'location_id', 'date', 'time', 'follow_up'] as const) {
    const value = choice[key];
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return `/doctors/${encodeURIComponent(pmdc)}${search ? `?${search}` : ''}`;
};

/** Where the avatar and the post-sign-in redirect lead for each role. */
export const roleHomePath = {
  patient: paths.patientProfile,
  clinic_owner: paths.clinicDashboard,
  doctor: paths.doctorDashboard,
} as const;
