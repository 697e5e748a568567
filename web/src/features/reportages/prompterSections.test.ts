/** What a reportage's teleprompter shows: read sections in order, interviews as short cues, no comments, nothing empty. */
import { describe, expect, it } from 'vitest';
import type { ReportageSection } from '@newsroom/api';
import { CUE_CHARS, prompterSections } from './prompterSections';

const P = (...children: { text: string; comment?: boolean; bold?: boolean }[]) => ({ type: 'paragraph' as const, children });

describe('prompterSections', () => {
  it('reads every voiced section in order, with its place, and cues an interview by its first words', () => {
    const sections: ReportageSection[] = [
      { kind: 'LEAD', content: [P({ text: 'The river rose ' }, { text: 'two metres', bold: true }, { text: ' (check)', comment: true })] },
      { kind: 'OFF', content: [P({ text: '' }), P({ text: 'Families left before dawn.' })] },
      { kind: 'INTERVIEW', content: [P({ text: 'We lost everything we had, the house, the car and the shop my father opened forty years ago.' })] },
      { kind: 'APPEARANCE', content: [P({ text: '   ' })] },
      { kind: 'FOOTNOTE', content: [P({ text: 'Schools stay shut.' })] },
    ];
    const shown = prompterSections(sections);
    expect(shown.map((s) => [s.index, s.kind, s.role])).toEqual([
      [0, 'LEAD', 'read'],
      [1, 'OFF', 'read'],
      [2, 'INTERVIEW', 'cue'],
      [4, 'FOOTNOTE', 'read'],
    ]);
    // The comment is never shown; the emphasis is kept; the empty paragraph is gone.
    expect(shown[0]).toMatchObject({ paragraphs: [[{ text: 'The river rose ' }, { text: 'two metres', bold: true }]] });
    expect(shown[1]).toMatchObject({ paragraphs: [[{ text: 'Families left before dawn.' }]] });
    const cue = shown[2];
    expect(cue.role === 'cue' && cue.text).toBe('We lost everything we had, the house, the car and the shop…');
    expect(cue.role === 'cue' && cue.text.length).toBeLessThanOrEqual(CUE_CHARS + 1);
  });

  it('shows nothing of a reportage with nothing to read', () => {
    expect(prompterSections([{ kind: 'LEAD', content: [] }, { kind: 'OFF', content: [P({ text: 'note', comment: true })] }])).toEqual([]);
  });
});
