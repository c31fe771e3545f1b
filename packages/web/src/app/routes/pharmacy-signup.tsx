import { FacilityType } from '@ehp/api-types';
import { FacilitySignUpPage } from '@/features/auth/components/facility-sign-up-page';

export default function PharmacySignupRoute() {
  return <FacilitySignUpPage facilityType={FacilityType.PHARMACY} />;
}
