/**
 * A password the server keeps and never returns (mail server, directory service), as a form sends it:
 * a new one, `""` to remove the stored one, or nothing (absent) to keep it.
 */
export function passwordInputOf(typed: string, remove: boolean): string | undefined {
  if (remove) return '';
  return typed === '' ? undefined : typed;
}
