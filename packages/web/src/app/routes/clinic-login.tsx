import { FacilityType } from '@ehp/api-types';
import { FacilitySignInPage } from '@/features/auth/components/facility-sign-in-page';

export default function ClinicLoginRoute() {
  return <FacilitySignInPage facilityType={FacilityType.CLINIC} />;
}
