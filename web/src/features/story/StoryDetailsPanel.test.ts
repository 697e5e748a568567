import { describe, expect, it } from 'vitest';
import { crewNames } from './StoryDetailsPanel';
import type { Story } from '@newsroom/api';

const story = (crew: Partial<Story>) => ({ reporter: null, editor: null, imageEditor: null, company: null, ...crew }) as Story;

describe('crewNames', () => {
  it('lists every name once, sorted, skipping empty fields', () => {
    expect(crewNames([story({ reporter: 'Zoe', editor: 'Ana', company: 'TV Norte' }), story({ imageEditor: 'Ana', reporter: 'Bo' }), story({})])).toEqual(['Ana', 'Bo', 'Zoe']);
  });

  it('lists the companies apart from the crew', () => {
    const stories = [story({ company: 'TV Norte', reporter: 'Zoe' }), story({ company: 'Agência Sul' }), story({ company: 'TV Norte' })];
    expect(crewNames(stories, ['company'])).toEqual(['Agência Sul', 'TV Norte']);
  });
});
