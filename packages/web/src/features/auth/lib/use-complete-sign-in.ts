import type { components } from '@ehp/api-types';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveSession } from '@/lib/session';
import { homePathForRole, toStoredSession } from './stored-session';

/**
 * Stores the signed-in session as `authToken` and moves to the role's destination.
 * saveSession notifies useSession, so the header switches to the avatar and a patient's
 * socket connects without a page reload.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (data: components['schemas']['Session']) => {
      saveSession(toStoredSession(data));
      navigate(homePathForRole(data.role), { replace: true });
    },
    [navigate],
  );
}
