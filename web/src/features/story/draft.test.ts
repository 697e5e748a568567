import { describe, expect, it } from 'vitest';
import type { StoryText } from '@newsroom/api';
import { draftReducer, draftText, emptyDraft, type Draft } from './draft';
import { sameText } from './tiptapScript';

const text: StoryText = {
  script: [
    { kind: 'ON_CAMERA', content: [{ type: 'paragraph', children: [{ text: 'Good evening', bold: false }] }] },
    { kind: 'VO', content: [] },
  ],
  footnote: 'note',
  cueIn: 'in',
  cueOut: 'out',
};

const loaded = () => draftReducer(emptyDraft, { type: 'load', text });
const kinds = (d: Draft) => d.items.map((i) => i.kind);

describe('story draft', () => {
  it('loads a text in canonical form, with fresh keys and a new generation', () => {
    const d = loaded();
    expect(d.generation).toBe(1);
    expect(sameText(draftText(d), text)).toBe(true);
    expect(draftText(d).script[0].content).toEqual([{ type: 'paragraph', children: [{ text: 'Good evening' }] }]);
    const again = draftReducer(d, { type: 'load', text });
    expect(again.generation).toBe(2);
    expect(again.items.map((i) => i.key)).not.toEqual(d.items.map((i) => i.key));
  });

  it('adds (at the end or after an item, focused), removes, moves and retypes items', () => {
    let d = loaded();
    d = draftReducer(d, { type: 'add', kind: 'SOUNDUP' });
    expect(kinds(d)).toEqual(['ON_CAMERA', 'VO', 'SOUNDUP']);
    expect(d.focusKey).toBe(d.items[2].key);
    d = draftReducer(d, { type: 'add', kind: 'NOTE', after: d.items[0].key });
    expect(kinds(d)).toEqual(['ON_CAMERA', 'NOTE', 'VO', 'SOUNDUP']);
    d = draftReducer(d, { type: 'move', key: d.items[0].key, delta: 1 });
    expect(kinds(d)).toEqual(['NOTE', 'ON_CAMERA', 'VO', 'SOUNDUP']);
    expect(draftReducer(d, { type: 'move', key: d.items[0].key, delta: -1 })).toBe(d);
    expect(draftReducer(d, { type: 'move', key: d.items[3].key, delta: 1 })).toBe(d);
    d = draftReducer(d, { type: 'remove', key: d.items[0].key });
    d = draftReducer(d, { type: 'kind', key: d.items[2].key, kind: 'PLAYBACK' });
    expect(kinds(d)).toEqual(['ON_CAMERA', 'VO', 'PLAYBACK']);
    expect(new Set(d.items.map((i) => i.key)).size).toBe(3);
  });

  it('changes text and fields, which makes it differ from what was loaded', () => {
    let d = loaded();
    d = draftReducer(d, { type: 'field', field: 'cueOut', value: 'standard out' });
    expect(sameText(draftText(d), text)).toBe(false);
    d = draftReducer(d, { type: 'field', field: 'cueOut', value: 'out' });
    expect(sameText(draftText(d), text)).toBe(true);
    d = draftReducer(d, { type: 'content', key: d.items[1].key, content: [{ type: 'paragraph', children: [{ text: 'Pictures' }] }] });
    expect(draftText(d).script[1]).toEqual({ kind: 'VO', content: [{ type: 'paragraph', children: [{ text: 'Pictures' }] }] });
  });
});
