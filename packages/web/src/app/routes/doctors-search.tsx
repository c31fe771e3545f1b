import { DoctorFinder } from '@/features/doctors/components/doctor-finder';

export default function DoctorsSearchRoute() {
  return <DoctorFinder />;
}
