import { describe, expect, it } from 'vitest';
import { crewNames } from './StoryDetailsPanel';
import type { Story } from '@newsroom/api';

const story = (crew: Partial<Story>) => ({ reporter: null, editor: null, imageEditor: null, ...crew }) as Story;

describe('crewNames', () => {
  it('lists every name once, sorted, skipping empty fields', () => {
    expect(crewNames([story({ reporter: 'Zoe', editor: 'Ana' }), story({ imageEditor: 'Ana', reporter: 'Bo' }), story({})])).toEqual(['Ana', 'Bo', 'Zoe']);
  });
});
