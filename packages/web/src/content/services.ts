import { paths } from '@/config/paths';

export type ServiceTile = {
  id: 'clinic' | 'pharmacy' | 'hospital' | 'online' | 'lab';
  subtitle: string;
  link: string | null;
};

/** The strip under the hero. The Lab tile has no link: it opens the 'Lab In Progress' modal. */
export const serviceTiles: ServiceTile[] = [
  { id: 'clinic', subtitle: 'Clinic', link: paths.products.clinic },
  { id: 'pharmacy', subtitle: 'Pharmacy', link: paths.products.pharmacy },
  { id: 'hospital', subtitle: 'Hospital', link: paths.products.hospital },
  { id: 'online', subtitle: 'Online Consultation', link: paths.products.onlineConsultation },
  { id: 'lab', subtitle: 'Lab', link: null },
];

export type Service = { id: string; title: string; text: string; link: string };

export const services: Service[] = [
  {
    id: 'telemedicine',
    title: 'Telemedicine',
    text: 'Consult patients over secure HD video from the same screen you keep their records on. Fees are collected before the call and the prescription reaches the patient by SMS.',
    link: paths.products.clinic,
  },
  {
    id: 'emr',
    title: 'EMR/EHR',
    text: 'One electronic record per patient: vitals, history, allergies, lab reports and every prescription, searchable in seconds and shared only with the doctors you choose.',
    link: paths.products.clinic,
  },
  {
    id: 'billing',
    title: 'Medical billing',
    text: 'Printed and digital invoices, consultation and procedure fees, panel and corporate billing and daily cash reconciliation, so every rupee is accounted for.',
    link: paths.products.hospital,
  },
  {
    id: 'appointments',
    title: 'Appointment management',
    text: 'Online booking around each doctor’s schedule, SMS reminders that cut no-shows, token numbers at reception and walk-ins merged into the same queue.',
    link: paths.products.clinic,
  },
  {
    id: 'ipd',
    title: 'IPD management',
    text: 'Admissions, bed allocation, ward rounds, medication charts, nursing notes and discharge summaries, with the running bill updated as care is given.',
    link: paths.products.hospital,
  },
  {
    id: 'workflow',
    title: 'Workflow monitoring',
    text: 'Live dashboards of waiting times, doctor utilisation, pharmacy sales and staff shifts. Owners see every branch from their phone.',
    link: paths.products.hospital,
  },
];

export type ProductCard = { id: string; title: string; text: string; link: string; points: string[] };

export const productCards: ProductCard[] = [
  {
    id: 'clinic',
    title: 'Clinic management',
    text: 'For single-doctor practices and multi-specialty clinics.',
    link: paths.products.clinic,
    points: ['Appointments and token queue', 'EMR and digital prescriptions', 'Video consultations'],
  },
  {
    id: 'pharmacy',
    title: 'Pharmacy management',
    text: 'For retail pharmacies and chains.',
    link: paths.products.pharmacy,
    points: ['Barcode point of sale', 'Batch and expiry tracking', 'Supplier and shift reports'],
  },
  {
    id: 'hospital',
    title: 'Hospital management',
    text: 'For hospitals from 20 beds upwards.',
    link: paths.products.hospital,
    points: ['OPD, IPD and admissions', 'Duty rosters and wards', 'Integrated lab and billing'],
  },
  {
    id: 'online',
    title: 'Online Consultation',
    text: 'For patients who want a doctor without the travel.',
    link: paths.products.onlineConsultation,
    points: ['PMDC-registered doctors', 'Secure video from home', 'Prescription on your phone'],
  },
];

export const claims = [
  { id: 'clinics', value: '1,100+', label: 'clinics run on SehatLink' },
  { id: 'pharmacies', value: '5,000+', label: 'pharmacies and hospitals deployed' },
  { id: 'patients', value: '300,000+', label: 'patients served' },
] as const;

export const dataSecurity = {
  title: 'Your data stays yours',
  text: 'Patient records are some of the most sensitive data there is. SehatLink is built so that only you and the staff you authorise can read them.',
  points: [
    {
      id: 'own',
      title: 'You own your data',
      text: 'Your clinic, pharmacy or hospital owns every record. Export it at any time, in full.',
    },
    {
      id: 'blind',
      title: 'We cannot see it',
      text: 'Records are encrypted for your account. SehatLink staff have no access to your patients’ information.',
    },
    {
      id: 'no-third-party',
      title: 'No third party handles it',
      text: 'We never sell, share or hand your data to advertisers, insurers or any other third party.',
    },
  ],
} as const;
