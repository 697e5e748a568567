/**
 * The login token, kept for this tab in sessionStorage. REST calls ride on the HttpOnly cookie the server
 * sets at login; the token is what the STOMP CONNECT sends as `passcode`.
 */
export const TOKEN_KEY = 'token';

export function getToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string) {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function clearToken() {
  sessionStorage.removeItem(TOKEN_KEY);
}
