import { PatientProfile } from '@/features/patient/components/patient-profile';

export default function PatientProfileRoute() {
  return <PatientProfile />;
}
