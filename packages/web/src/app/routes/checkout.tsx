import { useParams } from 'react-router-dom';
import { CheckoutPage } from '@/features/payment/components/checkout-page';

export default function CheckoutRoute() {
  const { id } = useParams();
  return <CheckoutPage idParam={id} />;
}
