import { FacilityType } from '@ehp/api-types';
import { paths } from '@/config/paths';

export type FacilityKind = {
  label: string;
  /** Lower-case noun for sentences: 'clinic'. */
  noun: string;
  /** The product page with its packages and prices. */
  productPath: string;
};

/** How each facility type (CLINIC=0, HOSPITAL=1, PHARMACY=2) is named and where its product page is. */
export const facilityKinds: Record<FacilityType, FacilityKind> = {
  [FacilityType.CLINIC]: { label: 'Clinic', noun: 'clinic', productPath: paths.products.clinicPackages },
  [FacilityType.HOSPITAL]: { label: 'Hospital', noun: 'hospital', productPath: paths.products.hospital },
  [FacilityType.PHARMACY]: { label: 'Pharmacy', noun: 'pharmacy', productPath: paths.products.pharmacy },
};

/** The stored session keeps facility_type as a plain number; anything unknown counts as a clinic. */
export function toFacilityType(value: number | undefined): FacilityType {
  if (value === FacilityType.HOSPITAL) return FacilityType.HOSPITAL;
  if (value === FacilityType.PHARMACY) return FacilityType.PHARMACY;
  return FacilityType.CLINIC;
}
