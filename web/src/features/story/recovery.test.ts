import { describe, expect, it } from 'vitest';
import type { StoryId, StoryText } from '@newsroom/api';
import { dropRecoveryCopy, keepRecoveryCopy, plainText, readRecoveryCopy, recoveryKey, type RecoveryCopy } from './recovery';

const text: StoryText = {
  script: [
    {
      kind: 'ON_CAMERA',
      content: [
        { type: 'paragraph', children: [{ text: 'Good evening ', bold: true }, { text: 'check the figure', comment: true }] },
        { type: 'paragraph', children: [{ text: 'Second line.' }] },
      ],
    },
    { kind: 'VO', content: [{ type: 'paragraph', children: [{ text: 'Crowds gathered.' }] }] },
  ],
  footnote: 'From the clerk.',
  cueIn: 'Good evening',
  cueOut: '',
};

const memory = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
};

const copy: RecoveryCopy = { storyId: 12 as StoryId, slug: 'FIRE', keptAt: '2026-03-14T18:40:12.000Z', takenBy: 'producer', text };

describe('recovery copies', () => {
  it('keeps, reads back and drops the copy of a story', () => {
    const store = memory();
    expect(keepRecoveryCopy(store, copy)).toBe(true);
    expect(store.items.has(recoveryKey(12 as StoryId))).toBe(true);
    expect(readRecoveryCopy(store, 12 as StoryId)).toEqual(copy);
    expect(readRecoveryCopy(store, 13 as StoryId)).toBeNull();
    dropRecoveryCopy(store, 12 as StoryId);
    expect(readRecoveryCopy(store, 12 as StoryId)).toBeNull();
  });

  it('reads nothing from a damaged entry or without storage', () => {
    const store = memory();
    store.setItem(recoveryKey(12 as StoryId), '{not json');
    expect(readRecoveryCopy(store, 12 as StoryId)).toBeNull();
    store.setItem(recoveryKey(12 as StoryId), JSON.stringify({ storyId: 12, keptAt: 'x', text: { script: 'no' } }));
    expect(readRecoveryCopy(store, 12 as StoryId)).toBeNull();
    expect(readRecoveryCopy(null, 12 as StoryId)).toBeNull();
    expect(keepRecoveryCopy(null, copy)).toBe(false);
  });

  it('says so when the browser refuses to keep it', () => {
    const full = { ...memory(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(keepRecoveryCopy(full, copy)).toBe(false);
  });

  it('gives the text as plain text: cues, labelled items, comments in brackets, footnote', () => {
    const labels = { kind: (k: string) => (k === 'ON_CAMERA' ? 'CAM' : k), cueIn: 'Cue in', cueOut: 'Cue out', footnote: 'Footnote' };
    expect(plainText(text, labels)).toBe(
      ['Cue in: Good evening', '[CAM]\nGood evening [check the figure]\nSecond line.', '[VO]\nCrowds gathered.', 'Footnote: From the clerk.'].join('\n\n'),
    );
  });
});
