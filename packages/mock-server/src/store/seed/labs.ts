import type { LabBranchRecord, LabCategoryRecord, LabRecord } from '../types.ts';
import { CATALOGUE, labPrice } from './lab-tests.ts';

type BranchSeed = Omit<LabBranchRecord, 'id' | 'lab_id' | 'category_ids'> & { collection_point?: boolean };
interface LabSeed extends Omit<LabRecord, 'id'> {
  factor: number;
  categories: string[];
  branches: BranchSeed[];
}

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const MON_SAT = [1, 2, 3, 4, 5, 6];
const LAB_CATEGORIES = [
  'Haematology',
  'Clinical Chemistry',
  'Hormones & Vitamins',
  'Serology & Infections',
  'Urine & Stool',
];

// prettier-ignore
const LABS: LabSeed[] = [
  {
    lab_name: 'Chughtai Diagnostics',
    city: 'Lahore',
    factor: 1,
    has_logo: true,
    home_sampling: true,
    description:
      'ISO-accredited pathology network with same-day reports for routine tests and home sampling across Punjab.',
    established_year: 1984,
    accreditation: 'ISO 15189',
    phone: '04235761999',
    email: 'info@chughtaidiagnostics.pk',
    categories: [...LAB_CATEGORIES, 'Molecular (PCR)'],
    branches: [
      { branch_name: 'Jail Road', address: '6-Jail Road, Main Gulberg', city: 'Lahore', phone: '04235761999', latitude: 31.5399, longitude: 74.3359, opening_time: '00:00:00', closing_time: '23:59:59', open_days: ALL_DAYS },
      { branch_name: 'DHA Phase 5', address: 'Plot 112, CCA Block, DHA Phase 5', city: 'Lahore', phone: '04237185050', latitude: 31.4627, longitude: 74.4085, opening_time: '08:00:00', closing_time: '22:00:00', open_days: ALL_DAYS },
      { branch_name: 'Blue Area', address: 'Plot 17, Jinnah Avenue, Blue Area', city: 'Islamabad', phone: '0512806060', latitude: 33.7104, longitude: 73.058, opening_time: '08:00:00', closing_time: '21:00:00', open_days: MON_SAT },
      { branch_name: 'Susan Road', address: '45-A Susan Road, Madina Town', city: 'Faisalabad', phone: '0418555505', latitude: 31.409, longitude: 73.082, opening_time: '08:00:00', closing_time: '20:00:00', open_days: MON_SAT, collection_point: true },
    ],
  },
  {
    lab_name: 'Excel Labs',
    city: 'Islamabad',
    factor: 0.9,
    has_logo: true,
    home_sampling: true,
    description:
      'Diagnostic laboratory network in the twin cities and Lahore with online reports and free home sampling above PKR 3,000.',
    established_year: 2012,
    accreditation: 'ISO 15189',
    phone: '0518311111',
    email: 'info@excel-labs.pk',
    categories: [...LAB_CATEGORIES, 'Molecular (PCR)'],
    branches: [
      { branch_name: 'F-8 Markaz', address: 'Plot 5, Kaghan Road, F-8 Markaz', city: 'Islamabad', phone: '0518311111', latitude: 33.7086, longitude: 73.0388, opening_time: '07:00:00', closing_time: '23:00:00', open_days: ALL_DAYS },
      { branch_name: 'Saddar', address: 'Bank Road, Saddar', city: 'Rawalpindi', phone: '0515700111', latitude: 33.5973, longitude: 73.0479, opening_time: '08:00:00', closing_time: '22:00:00', open_days: ALL_DAYS },
      { branch_name: 'Gulberg III', address: '88-E/1 Main Boulevard, Gulberg III', city: 'Lahore', phone: '04235881111', latitude: 31.5102, longitude: 74.3441, opening_time: '08:00:00', closing_time: '20:00:00', open_days: MON_SAT, collection_point: true },
    ],
  },
  {
    lab_name: 'Islamabad Diagnostic Centre',
    city: 'Islamabad',
    factor: 1.05,
    has_logo: true,
    home_sampling: true,
    description: 'Laboratory and imaging centre offering pathology, radiology (CT, MRI, ultrasound) and home sampling.',
    established_year: 2002,
    accreditation: 'ISO 15189',
    phone: '0512287000',
    email: 'info@idc.net.pk',
    categories: [...LAB_CATEGORIES, 'Radiology'],
    branches: [
      { branch_name: 'G-8 Markaz', address: 'Plot 10, G-8 Markaz', city: 'Islamabad', phone: '0512287000', latitude: 33.6953, longitude: 73.046, opening_time: '00:00:00', closing_time: '23:59:59', open_days: ALL_DAYS },
      { branch_name: 'F-10 Markaz', address: 'Building 7, F-10 Markaz', city: 'Islamabad', phone: '0512299000', latitude: 33.6952, longitude: 73.0133, opening_time: '08:00:00', closing_time: '22:00:00', open_days: ALL_DAYS, collection_point: true },
      { branch_name: 'Bahria Town Phase 7', address: 'Spring North Commercial, Bahria Town Phase 7', city: 'Rawalpindi', phone: '0515733000', latitude: 33.53, longitude: 73.0988, opening_time: '09:00:00', closing_time: '21:00:00', open_days: MON_SAT, collection_point: true },
    ],
  },
  {
    lab_name: "Dr. Essa's Laboratory",
    city: 'Karachi',
    factor: 0.95,
    has_logo: true,
    home_sampling: true,
    description: 'Karachi pathology laboratory with a network of collection centres and diagnostic imaging.',
    established_year: 1980,
    accreditation: 'ISO 15189',
    phone: '02111137782',
    email: 'info@essalab.com',
    categories: [...LAB_CATEGORIES, 'Radiology'],
    branches: [
      { branch_name: 'Gulshan-e-Iqbal', address: 'B-122, Block 13-B, Gulshan-e-Iqbal', city: 'Karachi', phone: '02134968000', latitude: 24.9208, longitude: 67.0937, opening_time: '00:00:00', closing_time: '23:59:59', open_days: ALL_DAYS },
      { branch_name: 'Clifton', address: 'Plot 21-C, Block 5, Clifton', city: 'Karachi', phone: '02135877000', latitude: 24.8138, longitude: 67.03, opening_time: '08:00:00', closing_time: '22:00:00', open_days: ALL_DAYS, collection_point: true },
      { branch_name: 'North Nazimabad', address: 'D-16, Block H, North Nazimabad', city: 'Karachi', phone: '02136630000', latitude: 24.9372, longitude: 67.0423, opening_time: '08:00:00', closing_time: '22:00:00', open_days: MON_SAT, collection_point: true },
    ],
  },
  {
    lab_name: 'Aga Khan University Hospital Clinical Lab',
    city: 'Karachi',
    factor: 1.25,
    has_logo: true,
    home_sampling: true,
    description: 'Clinical laboratory of the Aga Khan University Hospital with collection units across Pakistan.',
    established_year: 1985,
    accreditation: 'CAP, ISO 15189',
    phone: '02134861051',
    email: 'clinical.lab@aku.edu',
    categories: [...LAB_CATEGORIES, 'Molecular (PCR)', 'Radiology'],
    branches: [
      { branch_name: 'Stadium Road (Main)', address: 'Stadium Road, Karachi', city: 'Karachi', phone: '02134861051', latitude: 24.8925, longitude: 67.0741, opening_time: '00:00:00', closing_time: '23:59:59', open_days: ALL_DAYS },
      { branch_name: 'Hyderabad Collection Unit', address: 'Auto Bhan Road, Latifabad', city: 'Hyderabad', phone: '0223820701', latitude: 25.396, longitude: 68.3578, opening_time: '08:00:00', closing_time: '20:00:00', open_days: MON_SAT, collection_point: true },
      { branch_name: 'Multan Collection Unit', address: 'Nishtar Road, near Chowk Kumharan', city: 'Multan', phone: '0614500910', latitude: 30.1968, longitude: 71.4782, opening_time: '08:00:00', closing_time: '20:00:00', open_days: MON_SAT, collection_point: true },
    ],
  },
  {
    lab_name: 'Shaukat Khanum Diagnostic Centre',
    city: 'Lahore',
    factor: 1.15,
    has_logo: true,
    home_sampling: false,
    description:
      'Diagnostic centres of the Shaukat Khanum Memorial Cancer Hospital: pathology, imaging and cancer screening.',
    established_year: 1994,
    accreditation: 'JCI, CAP',
    phone: '04235905000',
    email: 'info@skm.org.pk',
    categories: [...LAB_CATEGORIES, 'Molecular (PCR)', 'Radiology'],
    branches: [
      { branch_name: 'Johar Town', address: '7-A Block R-3, Johar Town', city: 'Lahore', phone: '04235905000', latitude: 31.4534, longitude: 74.2794, opening_time: '07:30:00', closing_time: '21:00:00', open_days: ALL_DAYS },
      { branch_name: 'Hayatabad', address: '5-B2 Phase 5, Hayatabad', city: 'Peshawar', phone: '0915885000', latitude: 33.9862, longitude: 71.4337, opening_time: '08:00:00', closing_time: '20:00:00', open_days: MON_SAT },
      { branch_name: 'Clifton Diagnostic Centre', address: 'Block 8, Clifton', city: 'Karachi', phone: '02135148000', latitude: 24.8195, longitude: 67.0347, opening_time: '08:00:00', closing_time: '20:00:00', open_days: MON_SAT, collection_point: true },
    ],
  },
  {
    // No logo: the Labs menu shows the portal's fallback for it.
    lab_name: 'Citi Lab & Diagnostic Centre',
    city: 'Multan',
    factor: 0.85,
    has_logo: false,
    home_sampling: true,
    description: 'Neighbourhood laboratory in Multan with home sampling for routine tests.',
    phone: '0616510000',
    email: 'info@citilab.pk',
    categories: ['Haematology', 'Clinical Chemistry', 'Urine & Stool'],
    branches: [
      { branch_name: 'Bosan Road', address: '12 Bosan Road, Gulgasht Colony', city: 'Multan', phone: '0616510000', latitude: 30.2223, longitude: 71.4709, opening_time: '08:00:00', closing_time: '22:00:00', open_days: ALL_DAYS },
    ],
  },
];

export interface SeededLabs {
  labs: LabRecord[];
  lab_branches: LabBranchRecord[];
  lab_categories: LabCategoryRecord[];
}

/** Ids follow openapi.yaml's examples: lab 1, branch 101, category 10, test 1001 (CBC at Chughtai). */
export function buildLabs(): SeededLabs {
  const out: SeededLabs = { labs: [], lab_branches: [], lab_categories: [] };
  let branchId = 101;
  let categoryId = 10;
  let testId = 1001;
  LABS.forEach(({ factor, categories, branches, ...lab }, index) => {
    const labId = index + 1;
    out.labs.push({ id: labId, ...lab });
    const cats = categories.map((name) => ({
      id: categoryId++,
      lab_id: labId,
      name,
      tests: CATALOGUE[name].map((t) => ({ id: testId++, ...t, price: labPrice(t.price, factor) })),
    }));
    out.lab_categories.push(...cats);
    for (const { collection_point, ...branch } of branches) {
      const offered = cats.filter((c) => !(collection_point && c.name === 'Radiology')).map((c) => c.id);
      out.lab_branches.push({ id: branchId++, lab_id: labId, ...branch, category_ids: offered });
    }
  });
  return out;
}
