import { DefaultSignUpPage } from '@/features/auth/components/default-sign-up-page';

export default function DefaultSignupRoute() {
  return <DefaultSignUpPage />;
}
