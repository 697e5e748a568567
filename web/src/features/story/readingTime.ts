/**
 * The local reading-time estimate, by the server's rule (api-design.md, "Stories as documents"): words of
 * ON_CAMERA, HEADING, TEASER and TEXT items count as head, of VO items as off, comments never; paragraphs
 * end words, runs do not (a comment inside a word joins its halves, as on air); a word is what Unicode
 * white space separates (the server's `split_whitespace`); durations at 180 words a minute, rounded up.
 */
import type { ReadingTime, ScriptItem, ScriptParagraph } from '@newsroom/api';
import { toIsoDuration } from '@newsroom/time';
import { READ_AS } from './kinds';

export const WORDS_PER_MINUTE = 180;

/** Unicode White_Space, what Rust's `char::is_whitespace` takes (JS `\s` differs on U+0085 and U+FEFF). */
const WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;

export function countWords(text: string): number {
  return text.split(WHITE_SPACE).filter(Boolean).length;
}

/** The words of an item's paragraphs read on air (comments left out). */
export function wordsOf(content: readonly ScriptParagraph[]): number {
  return content.reduce(
    (sum, p) => sum + countWords((p.children ?? []).filter((r) => !r.comment).map((r) => r.text).join('')),
    0,
  );
}

/** Seconds that `words` take at `wpm`, rounded up to the second. */
export function readingSeconds(words: number, wpm = WORDS_PER_MINUTE): number {
  return Math.ceil((words * 60) / wpm);
}

export function estimateReadingTime(script: readonly ScriptItem[], wpm = WORDS_PER_MINUTE): ReadingTime {
  let headWords = 0;
  let offWords = 0;
  for (const item of script) {
    const part = READ_AS[item.kind];
    if (part === 'head') headWords += wordsOf(item.content);
    else if (part === 'off') offWords += wordsOf(item.content);
  }
  return {
    headWords,
    offWords,
    head: toIsoDuration(readingSeconds(headWords, wpm)),
    off: toIsoDuration(readingSeconds(offWords, wpm)),
    wordsPerMinute: wpm,
  };
}
