import type { components } from '@ehp/api-types';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import { saveSession } from '@/lib/session';
import { homePathForRole, toStoredSession } from './stored-session';

/**
 * Stores the signed-in session as `authToken` and moves on: back to the page that sent the person
 * here (`?next=`, same-site paths only, e.g. the doctor and slot they were booking), else to the
 * role's destination. saveSession notifies useSession, so the header switches to the avatar and a
 * patient's socket connects without a page reload.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  return useCallback(
    (data: components['schemas']['Session']) => {
      saveSession(toStoredSession(data));
      navigate(returnTo ?? homePathForRole(data.role), { replace: true });
    },
    [navigate, returnTo],
  );
}
