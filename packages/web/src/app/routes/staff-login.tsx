import { StaffSignInPage } from '@/features/auth/components/staff-sign-in-page';

export default function StaffLoginRoute() {
  return <StaffSignInPage />;
}
