/** The "remember login name" option: the name is kept in localStorage under `rememberedLogin`. */
export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';

export function rememberedLogin(): string {
  try {
    return localStorage.getItem(REMEMBERED_LOGIN_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberLogin(name: string | null) {
  try {
    if (name) localStorage.setItem(REMEMBERED_LOGIN_KEY, name);
    else localStorage.removeItem(REMEMBERED_LOGIN_KEY);
  } catch {
    /* nothing to keep it in */
  }
}
