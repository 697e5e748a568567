/**
 * Durations: the API writes ISO-8601 durations exact to the second (`PT1M30S`, `PT0S`, `-PT20S`); the UI
 * shows `MM:SS` or `H:MM:SS` and lets people type `M:SS`, `H:MM:SS` or plain seconds.
 */

const ISO = /^(-)?P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

/** Seconds of an ISO-8601 duration, or null when the text is not one. */
export function parseIsoDuration(text: string | null | undefined): number | null {
  if (text == null) return null;
  const m = ISO.exec(text.trim());
  if (!m || text.trim() === 'P' || text.trim().endsWith('T')) return null;
  const [, minus, d, h, min, s] = m;
  const secs =
    Number(d ?? 0) * 86400 + Number(h ?? 0) * 3600 + Number(min ?? 0) * 60 + Math.round(Number((s ?? '0').replace(',', '.')));
  return minus && secs !== 0 ? -secs : secs;
}

/** The ISO-8601 form of a number of seconds: `PT1M30S`, `PT1H`, `PT0S`, `-PT20S`. */
export function toIsoDuration(seconds: number): string {
  const total = Math.round(Math.abs(seconds));
  if (total === 0) return 'PT0S';
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const body = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
  return `${seconds < 0 ? '-' : ''}PT${body}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `MM:SS` under an hour, `H:MM:SS` from an hour on; negative values with a leading minus. */
export function formatSeconds(seconds: number): string {
  const total = Math.round(Math.abs(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const text = h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
  return seconds < 0 && total > 0 ? `-${text}` : text;
}

/** Formats an ISO duration for display; null or unparsable gives an empty string. */
export function formatDuration(iso: string | null | undefined): string {
  const secs = parseIsoDuration(iso);
  return secs == null ? '' : formatSeconds(secs);
}

/**
 * Reads what a person typed: `M:SS`, `MM:SS`, `H:MM:SS`, plain seconds (`90`), or an ISO duration.
 * Returns seconds, or null when the text is not a duration. Empty text is zero.
 */
export function parseUserDuration(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (/^-?P/i.test(t)) return parseIsoDuration(t.toUpperCase());
  if (/^\d+$/.test(t)) return Number(t);
  const parts = /^(?:(\d+):)?(\d+):(\d{1,2})$/.exec(t);
  if (!parts) return null;
  const [, h, m, s] = parts;
  if (Number(s) > 59) return null;
  if (h !== undefined && Number(m) > 59) return null;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
}

/** The sign of an ISO duration: 1 over, -1 under, 0 even or unknown. */
export function signOf(iso: string | null | undefined): -1 | 0 | 1 {
  const secs = parseIsoDuration(iso);
  if (!secs) return 0;
  return secs > 0 ? 1 : -1;
}
