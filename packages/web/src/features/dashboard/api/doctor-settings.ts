import { $api } from '@/lib/api';

/** GET /api/doctor/settings: the signed-in doctor's booking settings (the free follow-up). */
export const doctorSettingsQueryOptions = () =>
  $api.queryOptions('get', '/api/doctor/settings', {}, { select: (response) => response.data.settings });

/** POST /api/doctor/settings/free-follow-up: offer the free follow-up, or stop offering it. */
export const useSetFreeFollowUp = () => $api.useMutation('post', '/api/doctor/settings/free-follow-up');
