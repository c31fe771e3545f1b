import { FacilityType } from '@ehp/api-types';
import { paths } from '@/config/paths';
import * as facilities from '@/content/facilities';
import type { FacilityKind } from '@/content/facilities';
import { pageContent, pageTranslator } from '@/lib/i18n/translations';
import { authFacilitiesCatalogue } from '../i18n/facilities.en';

const L = pageTranslator(authFacilitiesCatalogue);

/** The facility's names in the page's language (read when used, not when this module loads). */
const kind = (type: FacilityType): FacilityKind => pageContent(facilities, 'facilities').facilityKinds[type];

/** Copy and links for each facility owner's sign-in and sign-up page. */
export type FacilityAudience = FacilityKind & {
  facilityType: FacilityType;
  signInTitle: string;
  signInIntro: string;
  signUpTitle: string;
  signUpIntro: string;
  facilityNameLabel: string;
  facilityNamePlaceholder: string;
  loginPath: string;
  signupPath: string;
  benefits: readonly string[];
};

export const facilityAudiences: Record<FacilityType, FacilityAudience> = {
  [FacilityType.CLINIC]: {
    get label() {
      return kind(FacilityType.CLINIC).label;
    },
    get noun() {
      return kind(FacilityType.CLINIC).noun;
    },
    productPath: facilities.facilityKinds[FacilityType.CLINIC].productPath,
    facilityType: FacilityType.CLINIC,
    get signInTitle() {
      return L('signInTitle');
    },
    get signInIntro() {
      return L('signInIntro');
    },
    get signUpTitle() {
      return L('signUpTitle');
    },
    get signUpIntro() {
      return L('signUpIntro');
    },
    get facilityNameLabel() {
      return L('facilityNameLabel');
    },
    get facilityNamePlaceholder() {
      return L('facilityNamePlaceholder');
    },
    loginPath: paths.login.clinic,
    signupPath: paths.signup.default,
    get benefits() {
      return [L('benefit1'), L('benefit2'), L('benefit3'), L('benefit4')];
    },
  },
  [FacilityType.HOSPITAL]: {
    get label() {
      return kind(FacilityType.HOSPITAL).label;
    },
    get noun() {
      return kind(FacilityType.HOSPITAL).noun;
    },
    productPath: facilities.facilityKinds[FacilityType.HOSPITAL].productPath,
    facilityType: FacilityType.HOSPITAL,
    get signInTitle() {
      return L('hospitalSignIn');
    },
    get signInIntro() {
      return L('signInToYourSehatlink');
    },
    get signUpTitle() {
      return L('registerYourHospital');
    },
    get signUpIntro() {
      return L('runOpdAndIpdAdmissions');
    },
    get facilityNameLabel() {
      return L('hospitalName');
    },
    get facilityNamePlaceholder() {
      return L('cityCareHospital');
    },
    loginPath: paths.login.hospital,
    signupPath: paths.signup.hospital,
    get benefits() {
      return [L('benefit5'), L('benefit6'), L('benefit7'), L('benefit8')];
    },
  },
  [FacilityType.PHARMACY]: {
    get label() {
      return kind(FacilityType.PHARMACY).label;
    },
    get noun() {
      return kind(FacilityType.PHARMACY).noun;
    },
    productPath: facilities.facilityKinds[FacilityType.PHARMACY].productPath,
    facilityType: FacilityType.PHARMACY,
    get signInTitle() {
      return L('pharmacySignIn');
    },
    get signInIntro() {
      return L('signInToYourSehatlink2');
    },
    get signUpTitle() {
      return L('registerYourPharmacy');
    },
    get signUpIntro() {
      return L('sellFasterAtTheCounter');
    },
    get facilityNameLabel() {
      return L('pharmacyName');
    },
    get facilityNamePlaceholder() {
      return L('alShifaPharmacy');
    },
    loginPath: paths.login.pharmacy,
    signupPath: paths.signup.pharmacy,
    get benefits() {
      return [L('benefit9'), L('benefit10'), L('benefit11'), L('benefit12')];
    },
  },
};
