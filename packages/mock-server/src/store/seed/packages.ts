import { FacilityType, PlanTier } from '@ehp/api-types';
import { PricingCardPackage_duration } from '@ehp/api-types/schema';
import type { PackageRecord } from '../types.ts';

/** SPEC section 9: every tier includes these. */
const ALL_TIERS = ['Digital advertisement', 'Digital invoice', 'Digital record keeping'];

/** SPEC section 9, plan limits table, one line per plan. */
const PLAN_LIMITS = [
  'Entry plan: 1 doctor, 2 staff, 2 attachments, video consultation',
  'Second plan: 2 doctors, 2 staff, IPD history and duty roster',
  'Standard: 3 doctors, 5 staff, 3 attachments',
  'Premium: 5 doctors, 10 staff, 5 attachments',
  'Custom: 6+ doctors, 10+ staff, 5+ attachments, all customisable',
];

const PHARMACY_FEATURES = [
  'Revenue record',
  'Inventory management',
  'Staff management',
  'Sales management',
  'Shift management',
  'Supplier management',
];

const features = (lines: string[]) => lines.map((description, i) => ({ id: i + 1, description }));

/** The starting prices of SPEC section 9 (billed monthly, discount 500), in PKR. */
export const SEED_PACKAGES: PackageRecord[] = [
  {
    package_name: 'Clinic',
    title: 'Clinic management software, starting price',
    plan_tier: PlanTier.BASIC,
    facility_type: FacilityType.CLINIC,
    package_amount: 2000,
    package_discount: 500,
    package_duration: PricingCardPackage_duration.monthly,
    is_btn: true,
    all_sub: features([...PLAN_LIMITS, ...ALL_TIERS]),
  },
  {
    package_name: 'Hospital',
    title: 'Hospital management software, starting price',
    plan_tier: PlanTier.BASIC,
    facility_type: FacilityType.HOSPITAL,
    package_amount: 5500,
    package_discount: 500,
    package_duration: PricingCardPackage_duration.monthly,
    is_btn: true,
    all_sub: features([...PLAN_LIMITS, ...ALL_TIERS]),
  },
  {
    package_name: 'Pharmacy',
    title: 'Pharmacy management software, starting price',
    plan_tier: PlanTier.BASIC,
    facility_type: FacilityType.PHARMACY,
    package_amount: 2000,
    package_discount: 500,
    package_duration: PricingCardPackage_duration.monthly,
    is_btn: true,
    all_sub: features([...PHARMACY_FEATURES, ...ALL_TIERS]),
  },
];
