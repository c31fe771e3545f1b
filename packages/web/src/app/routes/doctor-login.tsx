import { DoctorSignInPage } from '@/features/auth/components/doctor-sign-in-page';

export default function DoctorLoginRoute() {
  return <DoctorSignInPage />;
}
