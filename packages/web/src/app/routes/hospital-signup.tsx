import { FacilityType } from '@ehp/api-types';
import { FacilitySignUpPage } from '@/features/auth/components/facility-sign-up-page';

export default function HospitalSignupRoute() {
  return <FacilitySignUpPage facilityType={FacilityType.HOSPITAL} />;
}
