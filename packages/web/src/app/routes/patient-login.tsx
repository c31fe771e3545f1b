import { PatientSignInPage } from '@/features/auth/components/patient-sign-in-page';

export default function PatientLoginRoute() {
  return <PatientSignInPage />;
}
