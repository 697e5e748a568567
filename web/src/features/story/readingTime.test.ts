import { describe, expect, it } from 'vitest';
import type { ScriptItemKind, ScriptItem, TextRun } from '@newsroom/api';
import { countWords, estimateReadingTime, readingSeconds } from './readingTime';

const item = (kind: ScriptItemKind, ...paragraphs: TextRun[][]): ScriptItem => ({
  kind,
  content: paragraphs.map((children) => ({ type: 'paragraph', children })),
});

describe('reading time estimate', () => {
  it('follows the server example: head on camera, off for VO, comments and notes left out', () => {
    const script = [
      item('ON_CAMERA', [{ text: 'Good evening, the council voted tonight', bold: true }, { text: ' [check the figure]', comment: true }]),
      item('VO', [{ text: 'Crowds gathered outside the hall' }]),
      item('NOTE', [{ text: 'Graphics ready at 18:50' }]),
    ];
    expect(estimateReadingTime(script)).toEqual({ headWords: 6, offWords: 5, head: 'PT2S', off: 'PT2S', wordsPerMinute: 180 });
    expect(estimateReadingTime(script, 60).head).toBe('PT6S');
  });

  it('counts HEADING, TEASER and TEXT as head, and nothing of ART, INFORMATION, PLAYBACK, SOUNDUP', () => {
    const two = [{ text: 'two words' }];
    const script = (['HEADING', 'TEASER', 'TEXT', 'ART', 'INFORMATION', 'PLAYBACK', 'SOUNDUP', 'NOTE'] as ScriptItemKind[]).map((k) => item(k, two));
    expect(estimateReadingTime(script)).toMatchObject({ headWords: 6, offWords: 0, head: 'PT2S', off: 'PT0S' });
  });

  it('splits words at white space and paragraphs, not at runs or comments', () => {
    // "ab" + "cd" (bold) + comment + "y z" reads "abcdy z"; paragraphs and line breaks end words.
    const script = [item('TEXT', [{ text: 'ab' }, { text: 'cd', bold: true }, { text: ' x', comment: true }, { text: 'y z' }], [{ text: 'one' }], [{ text: 'line1\nline2' }])];
    expect(estimateReadingTime(script).headWords).toBe(5);
    expect(countWords('hello — world 42 , ok\u00a0there\ttab')).toBe(8);
    expect(countWords('  ')).toBe(0);
    expect(countWords('a\u0085b\u3000c')).toBe(3);
    expect(countWords('a\ufeffb')).toBe(1);
  });

  it('rounds up to the second at 180 words a minute', () => {
    expect([0, 1, 3, 4, 180, 181].map((w) => readingSeconds(w))).toEqual([0, 1, 1, 2, 60, 61]);
    expect(estimateReadingTime([item('VO', [{ text: Array.from({ length: 200 }, () => 'w').join(' ') }])]).off).toBe('PT1M7S');
    expect(estimateReadingTime([])).toEqual({ headWords: 0, offWords: 0, head: 'PT0S', off: 'PT0S', wordsPerMinute: 180 });
  });
});
