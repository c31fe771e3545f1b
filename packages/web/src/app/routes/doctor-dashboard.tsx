import { DoctorDashboard } from '@/features/dashboard/components/doctor-dashboard';

export default function DoctorDashboardRoute() {
  return <DoctorDashboard />;
}
