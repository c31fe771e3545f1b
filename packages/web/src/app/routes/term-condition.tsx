import { termsAndConditions } from '@/content/policies';
import { PolicyPage } from '@/features/marketing/components/policy-page';

export default function TermConditionRoute() {
  return <PolicyPage policy={termsAndConditions} />;
}
