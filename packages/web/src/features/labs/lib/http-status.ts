// The lab page's read rules are the portal's shared ones.
export { isNotFound, retryServerErrors } from '@/lib/http-status';
