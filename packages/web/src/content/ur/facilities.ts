import { FacilityType } from '@ehp/api-types';
import { paths } from '@/config/paths';
import { toFacilityType, type FacilityKind } from '../facilities';

export { toFacilityType, type FacilityKind };

/**
 * How each facility type is named in Urdu. Urdu has no lower case, so `noun` is the same word as
 * `label`; it is for Urdu sentences only (never for the English e-mail placeholders such as
 * owner@yourclinic.pk, which stay English).
 */
export const facilityKinds: Record<FacilityType, FacilityKind> = {
  [FacilityType.CLINIC]: { label: 'کلینک', noun: 'کلینک', productPath: paths.products.clinicPackages },
  [FacilityType.HOSPITAL]: { label: 'ہسپتال', noun: 'ہسپتال', productPath: paths.products.hospital },
  [FacilityType.PHARMACY]: { label: 'فارمیسی', noun: 'فارمیسی', productPath: paths.products.pharmacy },
};
