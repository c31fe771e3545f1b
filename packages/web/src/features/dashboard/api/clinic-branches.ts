import { $api } from '@/lib/api';

/** GET /api/clinic/branches: the facility's branches with addresses and the session's current one. */
export const clinicBranchesQueryOptions = () =>
  $api.queryOptions('get', '/api/clinic/branches', {}, { select: (response) => response.data });

/** POST /api/clinic/switch_branch: the session moves to another of the owner's branches. */
export const useSwitchClinicBranch = () => $api.useMutation('post', '/api/clinic/switch_branch');
