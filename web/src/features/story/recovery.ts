/**
 * Recovery copies (web.md section 8, "Unsaved-data recovery prompts"): when the edit lock goes to another
 * editor while this tab has unsaved text, that text is never silently lost. It is kept in localStorage
 * (`storyRecovery.<storyId>`, the latest copy per story) until the user puts it back in the editor or
 * discards it, and it can be read and copied as plain text.
 */
import type { ScriptItemKind, StoryId, StoryText } from '@newsroom/api';

export interface RecoveryCopy {
  storyId: StoryId;
  slug: string;
  /** When it was kept, RFC 3339. */
  keptAt: string;
  /** Login name of the editor that took the lock, when known. */
  takenBy: string | null;
  text: StoryText;
}

/** Where the copy of a story is kept. */
export const recoveryKey = (storyId: StoryId) => `storyRecovery.${storyId}`;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where there is none (private modes may refuse it). */
export function browserStore(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Keeps the copy; false when the browser refused it (the dialog still shows the text to copy). */
export function keepRecoveryCopy(store: Store | null, copy: RecoveryCopy): boolean {
  try {
    store?.setItem(recoveryKey(copy.storyId), JSON.stringify(copy));
    return Boolean(store);
  } catch {
    return false;
  }
}

const isText = (t: unknown): t is StoryText => {
  const x = t as Partial<StoryText> | null;
  return typeof x === 'object' && x !== null && Array.isArray(x.script) && typeof x.footnote === 'string' && typeof x.cueIn === 'string' && typeof x.cueOut === 'string';
};

/** The kept copy of a story, if there is a readable one. */
export function readRecoveryCopy(store: Store | null, storyId: StoryId): RecoveryCopy | null {
  try {
    const raw = store?.getItem(recoveryKey(storyId));
    if (!raw) return null;
    const copy = JSON.parse(raw) as Partial<RecoveryCopy>;
    if (copy.storyId !== storyId || !isText(copy.text) || typeof copy.keptAt !== 'string') return null;
    return { storyId, slug: String(copy.slug ?? ''), keptAt: copy.keptAt, takenBy: copy.takenBy ?? null, text: copy.text };
  } catch {
    return null;
  }
}

export function dropRecoveryCopy(store: Store | null, storyId: StoryId) {
  try {
    store?.removeItem(recoveryKey(storyId));
  } catch {
    /* nothing kept */
  }
}

export interface PlainTextLabels {
  kind: (kind: ScriptItemKind) => string;
  cueIn: string;
  cueOut: string;
  footnote: string;
}

/**
 * A text as plain text to read or paste anywhere: the cue in, each item as `[LABEL]` and its paragraphs,
 * the cue out and the footnote; comments in brackets, as on paper.
 */
export function plainText(text: StoryText, labels: PlainTextLabels): string {
  const parts: string[] = [];
  if (text.cueIn.trim()) parts.push(`${labels.cueIn}: ${text.cueIn}`);
  for (const item of text.script) {
    const body = item.content.map((p) => p.children.map((r) => (r.comment ? `[${r.text}]` : r.text)).join('')).join('\n');
    parts.push(`[${labels.kind(item.kind)}]\n${body}`);
  }
  if (text.cueOut.trim()) parts.push(`${labels.cueOut}: ${text.cueOut}`);
  if (text.footnote.trim()) parts.push(`${labels.footnote}: ${text.footnote}`);
  return parts.join('\n\n');
}
