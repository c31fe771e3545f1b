import { paymentPolicy } from '@/content/policies';
import { PolicyPage } from '@/features/marketing/components/policy-page';

export default function PaymentPolicyRoute() {
  return <PolicyPage policy={paymentPolicy} />;
}
