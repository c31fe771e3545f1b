import { useParams } from 'react-router-dom';
import { DoctorProfilePage } from '@/features/doctors/components/doctor-profile-page';

export default function DoctorProfileRoute() {
  const { pmdc } = useParams();
  return <DoctorProfilePage pmdcParam={pmdc} />;
}
