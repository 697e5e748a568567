import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { api } from '../../shared/api/baseApi';
import { stopBrowserHub } from '../../shared/stomp/browserHub';
import { useLogoutMutation } from './authApi';

/**
 * Logs out: ends the session on the server (POST /api/logout; the cookie goes with it), closes the live
 * connection, empties every cached answer and shows the login page.
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const signOut = useCallback(async () => {
    await logout()
      .unwrap()
      .catch(() => undefined); // the session is dropped on this side all the same
    await stopBrowserHub();
    dispatch(api.util.resetApiState());
    navigate('/login', { replace: true });
  }, [dispatch, logout, navigate]);
  return { signOut, signingOut: isLoading };
}
