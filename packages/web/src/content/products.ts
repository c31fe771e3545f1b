export type FeatureItem = { id: string; title: string; text: string };

export const clinicProduct = {
  eyebrow: 'Clinic management system',
  title: 'Run your whole clinic from one screen',
  lead: 'From the first phone call to the follow-up visit: bookings, patient records, prescriptions, payments and video consultations for single-doctor practices and multi-specialty clinics.',
  features: [
    {
      id: 'appointments',
      title: 'Appointments and token queue',
      text: 'Patients book online or at reception. Walk-ins join the same queue and the waiting room sees their token number.',
    },
    {
      id: 'emr',
      title: 'Electronic medical records',
      text: 'Vitals, history, allergies, diagnoses and lab reports in one timeline per patient, searchable by name or phone number.',
    },
    {
      id: 'prescriptions',
      title: 'Digital prescriptions',
      text: 'Write a prescription from your favourites in seconds, print it with your letterhead or send it to the patient by SMS.',
    },
    {
      id: 'telemedicine',
      title: 'Telemedicine',
      text: 'Video consultations with fees collected before the call, for follow-ups and patients who live far from the clinic.',
    },
    {
      id: 'billing',
      title: 'Billing and digital invoices',
      text: 'Consultation and procedure fees, discounts and panel patients, with a daily cash report for every counter.',
    },
    {
      id: 'staff',
      title: 'Staff accounts and roles',
      text: 'Receptionists, nurses and doctors each see only what their role needs. Every change is logged.',
    },
  ] satisfies FeatureItem[],
} as const;

export const pharmacyProduct = {
  eyebrow: 'Pharmacy management software',
  title: 'Know your stock, sales and profit every shift',
  lead: 'A fast point of sale with batch and expiry tracking, supplier orders and reports that show exactly what each shift sold. Built for single counters and chains across Pakistan.',
  features: [
    {
      id: 'revenue',
      title: 'Revenue record',
      text: 'Daily, monthly and yearly revenue with profit per medicine, so you know which lines earn and which only take shelf space.',
    },
    {
      id: 'inventory',
      title: 'Inventory management',
      text: 'Batch numbers, expiry dates and reorder levels for every item, with alerts before a medicine expires or runs out.',
    },
    {
      id: 'staff',
      title: 'Staff management',
      text: 'Counter staff sign in with their own accounts; discounts and returns need a manager’s approval.',
    },
    {
      id: 'sales',
      title: 'Sales management',
      text: 'Barcode billing, returns and printed or digital receipts that keep the queue moving at peak hours.',
    },
    {
      id: 'shifts',
      title: 'Shift management',
      text: 'Open and close shifts with cash counts, and see the sales and shortages of each one.',
    },
    {
      id: 'suppliers',
      title: 'Supplier management',
      text: 'Purchase orders, goods received, supplier balances and payment history in one ledger.',
    },
  ] satisfies FeatureItem[],
} as const;

export const hospitalProduct = {
  eyebrow: 'Hospital management system',
  title: 'Every department of your hospital, connected',
  lead: 'OPD, IPD, admissions, wards, duty rosters, lab and pharmacy on one secure platform, from a 20-bed hospital to a multi-branch network.',
  features: [
    {
      id: 'opd',
      title: 'OPD management',
      text: 'Registration, token queues and consultant schedules across every outpatient clinic of the hospital.',
    },
    {
      id: 'ipd',
      title: 'IPD management',
      text: 'Admissions, bed allocation, ward rounds, medication charts and discharge summaries, with IPD history for every patient.',
    },
    {
      id: 'roster',
      title: 'Duty roster',
      text: 'Plan doctor and nursing shifts per ward, swap duties and see who is on call at a glance.',
    },
    {
      id: 'lab',
      title: 'Lab and radiology',
      text: 'Orders go from the ward to the lab, and results come back into the patient record without a single paper slip.',
    },
    {
      id: 'billing',
      title: 'Billing and panels',
      text: 'A running bill for each admission, packages, corporate panels and insurance claims with digital invoices.',
    },
    {
      id: 'monitoring',
      title: 'Workflow monitoring',
      text: 'Live bed occupancy, waiting times and revenue by department for management, on any device.',
    },
  ] satisfies FeatureItem[],
} as const;

export const onlineConsultation = {
  eyebrow: 'Online Consultation',
  title: 'See a doctor from home, by secure video',
  lead: 'Book an online consultation with PMDC-registered doctors across Pakistan. No travel, no waiting room, and your prescription arrives on your phone.',
  steps: [
    {
      id: 'find',
      title: 'Find your doctor',
      text: 'Search by speciality, city, fee or language and pick a time that suits you.',
    },
    { id: 'pay', title: 'Confirm and pay', text: 'Pay securely online. You get an SMS with your appointment time.' },
    {
      id: 'call',
      title: 'Join the video call',
      text: 'Your doctor calls you in the SehatLink app or browser at the appointment time.',
    },
    {
      id: 'prescription',
      title: 'Get your prescription',
      text: 'The prescription and advice are saved to your profile for your next visit.',
    },
  ] satisfies FeatureItem[],
  benefits: [
    {
      id: 'verified',
      title: 'Verified doctors',
      text: 'Every doctor’s PMDC registration is checked before they can consult on SehatLink.',
    },
    {
      id: 'private',
      title: 'Private and secure',
      text: 'Calls are encrypted and never recorded. Only you and your doctor see your consultation notes.',
    },
    {
      id: 'followup',
      title: 'Easy follow-ups',
      text: 'Book a follow-up with the same doctor in two taps, with your history already in front of them.',
    },
  ] satisfies FeatureItem[],
} as const;
