/** What the scripts screen keeps in the browser: "Show comments", on unless turned off. */
import { describe, expect, it } from 'vitest';
import { readScriptsPreferences } from './scriptsPreferences';

describe('readScriptsPreferences', () => {
  it('shows comments unless the kept choice says not to', () => {
    expect(readScriptsPreferences(null)).toEqual({ comments: true });
    expect(readScriptsPreferences('{"comments":false}')).toEqual({ comments: false });
    expect(readScriptsPreferences('{"comments":true}')).toEqual({ comments: true });
  });

  it('takes anything it cannot read as the default', () => {
    for (const raw of ['not json', '[]', '"x"', '{"comments":"no"}', 'null']) expect(readScriptsPreferences(raw), raw).toEqual({ comments: true });
  });
});
