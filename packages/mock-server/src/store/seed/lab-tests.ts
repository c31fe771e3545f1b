import { AMOUNT_MAX } from '@ehp/api-types';

/** Test catalogue shared by the seeded labs; each lab prices it with its own factor. Prices in PKR. */
export interface CatalogueTest {
  name: string;
  price: number;
  /**
   * A campaign price every lab offers as it is (not scaled by the lab's factor), so the portal and
   * the mock are seen to agree on discounts: most are below every lab's price; Serum Uric Acid's is
   * above it everywhere (stale data), which must never be charged (labTestPrice in @ehp/api-types).
   */
  discount_price?: number;
  report_time_hours: number;
  sample_type: string;
}

export const CATALOGUE: Record<string, CatalogueTest[]> = {
  Haematology: [
    { name: 'Complete Blood Count (CBC)', price: 950, report_time_hours: 6, sample_type: 'Blood' },
    { name: 'Erythrocyte Sedimentation Rate (ESR)', price: 450, report_time_hours: 6, sample_type: 'Blood' },
    { name: 'Blood Group & Rh Factor', price: 400, report_time_hours: 4, sample_type: 'Blood' },
    { name: 'Peripheral Blood Smear', price: 900, report_time_hours: 24, sample_type: 'Blood' },
  ],
  'Clinical Chemistry': [
    { name: 'Fasting Blood Sugar (FBS)', price: 250, report_time_hours: 4, sample_type: 'Blood' },
    { name: 'HbA1c (Glycated Haemoglobin)', price: 2100, report_time_hours: 24, sample_type: 'Blood' },
    { name: 'Lipid Profile', price: 2350, discount_price: 1800, report_time_hours: 12, sample_type: 'Blood' },
    { name: 'Liver Function Tests (LFTs)', price: 1950, report_time_hours: 12, sample_type: 'Blood' },
    { name: 'Renal Function Tests (RFTs)', price: 1800, report_time_hours: 12, sample_type: 'Blood' },
    { name: 'Serum Uric Acid', price: 600, discount_price: 800, report_time_hours: 8, sample_type: 'Blood' },
  ],
  'Hormones & Vitamins': [
    { name: 'Thyroid Stimulating Hormone (TSH)', price: 1600, report_time_hours: 24, sample_type: 'Blood' },
    { name: 'Thyroid Profile (T3, T4, TSH)', price: 3400, report_time_hours: 24, sample_type: 'Blood' },
    { name: 'Vitamin D (25-OH)', price: 4200, discount_price: 3200, report_time_hours: 48, sample_type: 'Blood' },
    { name: 'Vitamin B12', price: 3200, report_time_hours: 48, sample_type: 'Blood' },
    { name: 'Serum Ferritin', price: 2600, report_time_hours: 24, sample_type: 'Blood' },
  ],
  'Serology & Infections': [
    { name: 'Dengue NS1 Antigen', price: 2800, discount_price: 2200, report_time_hours: 6, sample_type: 'Blood' },
    { name: 'Typhidot (IgM/IgG)', price: 1350, report_time_hours: 6, sample_type: 'Blood' },
    { name: 'Hepatitis B Surface Antigen (HBsAg)', price: 1100, report_time_hours: 12, sample_type: 'Blood' },
    { name: 'Anti-HCV Antibodies', price: 1300, report_time_hours: 12, sample_type: 'Blood' },
    { name: 'Malaria Parasite (MP) Smear', price: 500, report_time_hours: 4, sample_type: 'Blood' },
  ],
  'Urine & Stool': [
    { name: 'Urine Complete Examination', price: 450, report_time_hours: 6, sample_type: 'Urine' },
    { name: 'Urine Culture & Sensitivity', price: 2200, report_time_hours: 72, sample_type: 'Urine' },
    { name: 'Stool Routine Examination', price: 500, report_time_hours: 8, sample_type: 'Stool' },
    { name: 'H. pylori Stool Antigen', price: 2400, report_time_hours: 24, sample_type: 'Stool' },
  ],
  'Molecular (PCR)': [
    { name: 'HCV RNA PCR (Quantitative)', price: 11500, report_time_hours: 96, sample_type: 'Blood' },
    { name: 'HBV DNA PCR (Quantitative)', price: 12500, report_time_hours: 96, sample_type: 'Blood' },
    { name: 'COVID-19 RT-PCR', price: 6500, report_time_hours: 24, sample_type: 'Nasal swab' },
  ],
  Radiology: [
    { name: 'X-Ray Chest PA View', price: 1500, report_time_hours: 4, sample_type: 'Imaging' },
    { name: 'Ultrasound Whole Abdomen', price: 3500, report_time_hours: 2, sample_type: 'Imaging' },
    { name: 'CT Scan Brain (Plain)', price: 12000, report_time_hours: 24, sample_type: 'Imaging' },
    { name: 'MRI Brain (Plain)', price: 22000, report_time_hours: 48, sample_type: 'Imaging' },
  ],
};

/** Rounds a catalogue price by a lab's factor to the nearest 50 rupees. */
export function labPrice(base: number, factor: number): number {
  return Math.min(AMOUNT_MAX, Math.round((base * factor) / 50) * 50);
}
