import type { PageDataLoader } from '@/lib/page-data';
import { parseCheckoutId } from '../lib/gateway-return';
import { appointmentQueryOptions } from './appointment';

/** /appointment/payment/checkout/:id: the appointment, when the visitor's session may read it. */
export const loadCheckout: PageDataLoader = async (queryClient, { id: param }) => {
  const id = parseCheckoutId(param);
  if (id !== null) await queryClient.prefetchQuery(appointmentQueryOptions(id));
};
