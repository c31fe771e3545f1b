import { ClinicDashboard } from '@/features/dashboard/components/clinic-dashboard';

export default function ClinicDashboardRoute() {
  return <ClinicDashboard />;
}
