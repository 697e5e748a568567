/** The browser's one STOMP connection, to `ws(s)://<page host>/ws`, made on first use. */
import { getToken } from '../session/token';
import { brokerUrlFor, createStompHub, type StompHub } from '@newsroom/stomp';

let hub: StompHub | null = null;

export function browserHub(): StompHub {
  hub ??= createStompHub({ brokerURL: brokerUrlFor(window.location), getToken });
  return hub;
}

/** Closes the connection (logout); the next use opens a new one with the new token. */
export async function stopBrowserHub() {
  const h = hub;
  hub = null;
  await h?.stop();
}
