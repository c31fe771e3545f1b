import type { PracticeLocationRecord } from '../../types.ts';

/**
 * Where directory doctors see patients. 501-505 are the seeded facilities' branches (facility_id
 * set, same names as accounts.ts); the rest are independent clinics and hospitals. Coordinates
 * sit in the named neighbourhood, so the portal's map links land in the right place.
 */
// prettier-ignore
export const PRACTICE_LOCATIONS: PracticeLocationRecord[] = [
  { id: 501, facility_id: 7, clinic_name: 'Shifa Family Clinic', branch_name: 'Gulberg', city: 'Lahore', address: '12-B Main Boulevard, Gulberg III', latitude: 31.5204, longitude: 74.3587 },
  { id: 502, facility_id: 7, clinic_name: 'Shifa Family Clinic', branch_name: 'DHA', city: 'Lahore', address: '45-Y Commercial Area, Phase 3, DHA', latitude: 31.4748, longitude: 74.3790 },
  { id: 503, facility_id: 8, clinic_name: 'Hayat Medical Centre', branch_name: 'Clifton', city: 'Karachi', address: 'Plot 7, Block 5, Clifton', latitude: 24.8197, longitude: 67.0304 },
  { id: 504, facility_id: 9, clinic_name: 'Rehmat Memorial Hospital', branch_name: 'Satellite Town', city: 'Rawalpindi', address: 'B-Block, Murree Road, Satellite Town', latitude: 33.6416, longitude: 73.0712 },
  { id: 505, facility_id: 9, clinic_name: 'Rehmat Memorial Hospital', branch_name: 'I-8 Markaz', city: 'Islamabad', address: 'Plot 12, I-8 Markaz', latitude: 33.6686, longitude: 73.0760 },
  { id: 506, facility_id: null, clinic_name: 'Care Plus Medical Centre', branch_name: 'Johar Town', city: 'Lahore', address: '88-C, Block G1, Johar Town', latitude: 31.4697, longitude: 74.2728 },
  { id: 507, facility_id: null, clinic_name: 'Al-Noor Specialist Clinic', branch_name: 'Model Town', city: 'Lahore', address: '21-D Link Road, Model Town', latitude: 31.4834, longitude: 74.3260 },
  { id: 508, facility_id: null, clinic_name: 'Lahore City Hospital', branch_name: 'Jail Road', city: 'Lahore', address: '5 Jail Road, Shadman', latitude: 31.5401, longitude: 74.3330 },
  { id: 509, facility_id: null, clinic_name: 'Smile Craft Dental Studio', branch_name: 'Garden Town', city: 'Lahore', address: '44 Abu Bakar Block, Garden Town', latitude: 31.5050, longitude: 74.3220 },
  { id: 510, facility_id: null, clinic_name: 'Sea View Medical Complex', branch_name: 'DHA Phase 6', city: 'Karachi', address: '14-C Khayaban-e-Bahria, Phase 6, DHA', latitude: 24.7920, longitude: 67.0650 },
  { id: 511, facility_id: null, clinic_name: 'Gulshan Family Hospital', branch_name: 'Gulshan-e-Iqbal', city: 'Karachi', address: 'Plot SB-12, Block 13-C, Gulshan-e-Iqbal', latitude: 24.9180, longitude: 67.0971 },
  { id: 512, facility_id: null, clinic_name: 'Nazimabad Medical Centre', branch_name: 'North Nazimabad', city: 'Karachi', address: 'D-5, Block H, North Nazimabad', latitude: 24.9420, longitude: 67.0350 },
  { id: 513, facility_id: null, clinic_name: 'Saddar Heart & General Clinic', branch_name: 'Saddar', city: 'Karachi', address: 'Shop 3, Zaibunnisa Street, Saddar', latitude: 24.8570, longitude: 67.0290 },
  { id: 514, facility_id: null, clinic_name: 'Capital Health Clinic', branch_name: 'F-7 Markaz', city: 'Islamabad', address: 'Office 4, Jinnah Super Market, F-7 Markaz', latitude: 33.7215, longitude: 73.0557 },
  { id: 515, facility_id: null, clinic_name: 'Margalla Medical Centre', branch_name: 'F-10 Markaz', city: 'Islamabad', address: 'Plot 3-C, F-10 Markaz', latitude: 33.6950, longitude: 73.0130 },
  { id: 516, facility_id: null, clinic_name: 'Blue Area Specialist Centre', branch_name: 'Blue Area', city: 'Islamabad', address: 'Plot 34, Jinnah Avenue, Blue Area', latitude: 33.7100, longitude: 73.0600 },
  { id: 517, facility_id: null, clinic_name: 'Family Care Clinic', branch_name: 'G-9 Markaz', city: 'Islamabad', address: 'Karachi Company, G-9 Markaz', latitude: 33.6880, longitude: 73.0290 },
  { id: 518, facility_id: null, clinic_name: 'Saddar Medical Complex', branch_name: 'Saddar', city: 'Rawalpindi', address: '17 Bank Road, Saddar', latitude: 33.5960, longitude: 73.0520 },
  { id: 519, facility_id: null, clinic_name: 'Bahria Health Clinic', branch_name: 'Bahria Town Phase 4', city: 'Rawalpindi', address: 'Civic Centre, Phase 4, Bahria Town', latitude: 33.5260, longitude: 73.1030 },
  { id: 520, facility_id: null, clinic_name: 'Faisal Medical Centre', branch_name: 'Peoples Colony', city: 'Faisalabad', address: '22-A Peoples Colony No. 1', latitude: 31.4010, longitude: 73.0990 },
  { id: 521, facility_id: null, clinic_name: 'Madina Town Clinic', branch_name: 'Madina Town', city: 'Faisalabad', address: 'P-45 Susan Road, Madina Town', latitude: 31.4160, longitude: 73.1100 },
  { id: 522, facility_id: null, clinic_name: 'Nishtar Road Specialist Clinic', branch_name: 'Nishtar Road', city: 'Multan', address: '12 Nishtar Road, near Chowk Kumharanwala', latitude: 30.2050, longitude: 71.4780 },
  { id: 523, facility_id: null, clinic_name: 'Cantt Medical Centre', branch_name: 'Multan Cantt', city: 'Multan', address: 'Abdali Road, Multan Cantt', latitude: 30.1950, longitude: 71.4650 },
  { id: 524, facility_id: null, clinic_name: 'Hayatabad Medical Clinic', branch_name: 'Hayatabad Phase 3', city: 'Peshawar', address: 'Sector F-7, Phase 3, Hayatabad', latitude: 33.9900, longitude: 71.4500 },
  { id: 525, facility_id: null, clinic_name: 'University Road Clinic', branch_name: 'University Town', city: 'Peshawar', address: '36 University Road, University Town', latitude: 34.0050, longitude: 71.4850 },
  { id: 526, facility_id: null, clinic_name: 'Jinnah Road Clinic', branch_name: 'Jinnah Road', city: 'Quetta', address: 'Near Liaquat Bazaar, Jinnah Road', latitude: 30.1920, longitude: 67.0100 },
  { id: 527, facility_id: null, clinic_name: 'Latifabad Medical Centre', branch_name: 'Latifabad Unit 7', city: 'Hyderabad', address: 'Plot 118, Unit 7, Latifabad', latitude: 25.3700, longitude: 68.3700 },
  { id: 528, facility_id: null, clinic_name: 'Qasimabad Family Clinic', branch_name: 'Qasimabad', city: 'Hyderabad', address: 'Main Qasimabad Road, near Naseem Nagar Chowk', latitude: 25.4060, longitude: 68.3300 },
  { id: 529, facility_id: null, clinic_name: 'Sialkot Surgical Clinic', branch_name: 'Cantt', city: 'Sialkot', address: 'Paris Road, Sialkot Cantt', latitude: 32.5050, longitude: 74.5350 },
  { id: 530, facility_id: null, clinic_name: 'GT Road Medical Centre', branch_name: 'Satellite Town', city: 'Gujranwala', address: 'Block C, Satellite Town, GT Road', latitude: 32.1700, longitude: 74.1900 },
  { id: 531, facility_id: null, clinic_name: 'Abbottabad Health Centre', branch_name: 'Mansehra Road', city: 'Abbottabad', address: 'Mansehra Road, near Supply Bazaar', latitude: 34.1700, longitude: 73.2300 },
  { id: 532, facility_id: null, clinic_name: 'Indus Liver & Gut Clinic', branch_name: 'Military Road', city: 'Sukkur', address: 'Military Road, near Barrage Colony', latitude: 27.7050, longitude: 68.8570 },
  { id: 533, facility_id: null, clinic_name: 'Model Town Diabetes Clinic', branch_name: 'Model Town A', city: 'Bahawalpur', address: 'Circular Road, Model Town A', latitude: 29.3950, longitude: 71.6850 },
];
