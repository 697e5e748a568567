import { describe, expect, it } from 'vitest';
import { visibleMenu } from './menu';

describe('visibleMenu', () => {
  it('shows only home to a user without rundown access', () => {
    expect(visibleMenu(['ROLE_CHAT_READ']).map((e) => e.key)).toEqual(['home']);
  });
  it('shows the rundown to readers', () => {
    expect(visibleMenu(['ROLE_RUNDOWN_READ']).map((e) => e.key)).toEqual(['home', 'rundown']);
  });
  it('shows nothing but home without roles', () => {
    expect(visibleMenu(undefined).map((e) => e.key)).toEqual(['home']);
  });
});
