import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { $api } from '@/lib/api';
import { hardNavigate } from '@/lib/browser';
import { useLanguage } from '@/lib/i18n/language-context';
import { pathInLanguage } from '@/lib/i18n/languages';
import { beginSignOut, clearSession } from '@/lib/session';
import { disconnectSocket } from '@/lib/socket';

/** SPEC section 4, logout: disconnect the socket, call logout, drop authToken, load / afresh. Errors are ignored. */
export function useSignOut(): () => Promise<void> {
  const { mutateAsync } = $api.useMutation('post', '/api/auth/logout');
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useCallback(async () => {
    disconnectSocket();
    // A read still on its way, or one a page mounts meanwhile, would come back 401 once the session
    // is gone: none starts from here on, and those in flight are dropped.
    beginSignOut();
    await queryClient.cancelQueries();
    try {
      await mutateAsync({});
    } catch {
      // The session is dropped locally whatever the server says.
    }
    clearSession();
    hardNavigate(pathInLanguage(paths.home, language));
  }, [mutateAsync, language, queryClient]);
}
