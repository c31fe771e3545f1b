import { $api } from '@/lib/api';
import { toSupportFormData, type SupportRequestValues } from '../lib/support-request';

export const useClinicContactUs = () => $api.useMutation('post', '/api/clinic/contact_us');

/**
 * Request options for the mutation: JSON without a file; with a file the client's bodySerializer
 * sends multipart/form-data (openapi-fetch then lets the browser set the boundary).
 */
export function supportRequestInit(values: SupportRequestValues) {
  const body = { subject: values.subject.trim(), message: values.message.trim() };
  if (!values.attachment) return { body };
  return { body, bodySerializer: () => toSupportFormData(values) };
}
