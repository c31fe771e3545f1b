import { FacilityType } from '@ehp/api-types';
import { FacilitySignInPage } from '@/features/auth/components/facility-sign-in-page';

export default function PharmacyLoginRoute() {
  return <FacilitySignInPage facilityType={FacilityType.PHARMACY} />;
}
