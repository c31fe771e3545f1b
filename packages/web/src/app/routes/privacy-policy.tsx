import { privacyPolicy } from '@/content/policies';
import { PolicyPage } from '@/features/marketing/components/policy-page';

export default function PrivacyPolicyRoute() {
  return <PolicyPage policy={privacyPolicy} />;
}
