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
      return L('clinic.signIn');
    },
    get signInIntro() {
      return L('clinic.signInIntro');
    },
    get signUpTitle() {
      return L('clinic.signUp');
    },
    get signUpIntro() {
      return L('clinic.signUpIntro');
    },
    get facilityNameLabel() {
      return L('clinic.name');
    },
    get facilityNamePlaceholder() {
      return L('clinic.nameExample');
    },
    loginPath: paths.login.clinic,
    signupPath: paths.signup.default,
    get benefits() {
      return [L('clinic.perkAppointments'), L('clinic.perkRecords'), L('clinic.perkInvoices'), L('clinic.perkVideo')];
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
      return L('hospital.signIn');
    },
    get signInIntro() {
      return L('hospital.signInIntro');
    },
    get signUpTitle() {
      return L('hospital.signUp');
    },
    get signUpIntro() {
      return L('hospital.signUpIntro');
    },
    get facilityNameLabel() {
      return L('hospital.name');
    },
    get facilityNamePlaceholder() {
      return L('hospital.nameExample');
    },
    loginPath: paths.login.hospital,
    signupPath: paths.signup.hospital,
    get benefits() {
      return [
        L('hospital.perkOpd'),
        L('hospital.perkAdmissions'),
        L('hospital.perkRosters'),
        L('hospital.perkBilling'),
      ];
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
      return L('pharmacy.signIn');
    },
    get signInIntro() {
      return L('pharmacy.signInIntro');
    },
    get signUpTitle() {
      return L('pharmacy.signUp');
    },
    get signUpIntro() {
      return L('pharmacy.signUpIntro');
    },
    get facilityNameLabel() {
      return L('pharmacy.name');
    },
    get facilityNamePlaceholder() {
      return L('pharmacy.nameExample');
    },
    loginPath: paths.login.pharmacy,
    signupPath: paths.signup.pharmacy,
    get benefits() {
      return [L('pharmacy.perkSales'), L('pharmacy.perkStock'), L('pharmacy.perkStaff'), L('pharmacy.perkReports')];
    },
  },
};
