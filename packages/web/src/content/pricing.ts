import { paths } from '@/config/paths';

export type StartingPrice = {
  id: 'clinic' | 'hospital' | 'pharmacy';
  product: string;
  price: number;
  discount: number;
  link: string;
};

/** Starting prices of SPEC section 9, in PKR, billed monthly. */
export const startingPrices: StartingPrice[] = [
  { id: 'clinic', product: 'Clinic', price: 2000, discount: 500, link: paths.products.clinicPackages },
  { id: 'hospital', product: 'Hospital', price: 5500, discount: 500, link: paths.products.hospital },
  { id: 'pharmacy', product: 'Pharmacy', price: 2000, discount: 500, link: paths.products.pharmacy },
];

export const BILLING_PERIOD = 'billed monthly';

export type Plan = {
  id: string;
  name: string;
  doctors: string;
  staff: string;
  /** null: the plan does not list an attachment limit. */
  attachments: string | null;
  extras: string[];
};

/** Plan limits of SPEC section 9 (the first two plans have no published tier name). */
export const plans: Plan[] = [
  { id: 'entry', name: 'Entry', doctors: '1', staff: '2', attachments: '2', extras: ['Video consultation'] },
  {
    id: 'essential',
    name: 'Essential',
    doctors: '2',
    staff: '2',
    attachments: null,
    extras: ['IPD history', 'Duty roster'],
  },
  { id: 'standard', name: 'Standard', doctors: '3', staff: '5', attachments: '3', extras: [] },
  { id: 'premium', name: 'Premium', doctors: '5', staff: '10', attachments: '5', extras: [] },
  { id: 'custom', name: 'Custom', doctors: '6+', staff: '10+', attachments: '5+', extras: ['Everything customisable'] },
];

export const featuresInEveryPlan = ['Digital advertisement', 'Digital invoice', 'Digital record keeping'];

export const pharmacyFeatures = [
  'Revenue record',
  'Inventory management',
  'Staff management',
  'Sales management',
  'Shift management',
  'Supplier management',
];
