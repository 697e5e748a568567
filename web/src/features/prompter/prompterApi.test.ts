import { describe, expect, it } from 'vitest';
import { storyTextChanged } from './prompterApi';

describe('storyTextChanged', () => {
  it('names the story of a `story updated` or `story created` message', () => {
    expect(storyTextChanged({ rundownId: 1, revision: 3, entity: 'story', event: 'updated', data: { id: 7, slug: 'X' } })).toBe(7);
    expect(storyTextChanged({ rundownId: 1, revision: 3, entity: 'story', event: 'created', data: { id: 8 } })).toBe(8);
  });

  it('ignores what cannot change a text: moves, deletions, approvals, locks, other entities', () => {
    for (const event of ['moved', 'deleted', 'approved', 'disapproved', 'lock', 'unlock', 'take_over']) {
      expect(storyTextChanged({ entity: 'story', event, data: { id: 7 } }), event).toBeNull();
    }
    expect(storyTextChanged({ entity: 'block', event: 'updated', data: { id: 7, stories: [] } })).toBeNull();
    expect(storyTextChanged({ entity: 'rundown', event: 'updated', data: { id: 1 } })).toBeNull();
    expect(storyTextChanged({ entity: 'story', event: 'updated', data: null })).toBeNull();
    expect(storyTextChanged({ entity: 'story', event: 'updated', data: { id: '7' } })).toBeNull();
    expect(storyTextChanged('story updated')).toBeNull();
    expect(storyTextChanged(null)).toBeNull();
  });
});
