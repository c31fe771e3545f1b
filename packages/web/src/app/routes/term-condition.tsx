import * as policiesContent from '@/content/policies';
import { PolicyPage } from '@/features/marketing/components/policy-page';
import { useContent } from '@/lib/i18n/language-context';

export default function TermConditionRoute() {
  const { termsAndConditions } = useContent(policiesContent, 'policies');
  return <PolicyPage policy={termsAndConditions} />;
}
