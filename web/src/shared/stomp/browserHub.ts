/**
 * The browser's one STOMP connection, to `ws(s)://<page host>/ws`, made on first use. It authenticates
 * with the HttpOnly login cookie the upgrade request carries: no script of the page ever holds the
 * token (docs/security.md, "Browser defences").
 */
import { brokerUrlFor, createStompHub, type StompHub } from '@newsroom/stomp';

let hub: StompHub | null = null;

export function browserHub(): StompHub {
  hub ??= createStompHub({ brokerURL: brokerUrlFor(window.location), getToken: () => null });
  return hub;
}

/** Closes the connection (logout); the next use opens a new one with the new login's cookie. */
export async function stopBrowserHub() {
  const h = hub;
  hub = null;
  await h?.stop();
}
