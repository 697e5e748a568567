import { describe, expect, it } from 'vitest';
import type { Group } from '@newsroom/api';
import { allAt, AREAS, commonLevel, formOfGroup, groupInputOf, newGroupForm } from './groupForm';

describe('AREAS', () => {
  it('are the 24 areas of web.md section 6', () => {
    expect(AREAS).toHaveLength(24);
    expect(AREAS).toContain('ASSIGNMENT_PROPOSAL');
    expect(AREAS).toContain('NEWS_REPORT');
    expect(AREAS[0]).toBe('ADMIN');
    expect(AREAS.at(-1)).toBe('USER');
  });
});

describe('group form', () => {
  it('starts a new group with no permission', () => {
    expect(commonLevel(newGroupForm().permissions)).toBe('NONE');
  });

  it('reads an area the group leaves out as NONE and sends every area', () => {
    const group = { id: 1, name: 'Desk', permissions: { RUNDOWN: 'WRITE', STORY: 'READ' }, editors: true, imageEditors: false, producers: false, reporters: true, categories: ['Sports'], userCount: 0 } as unknown as Group;
    const form = formOfGroup(group);
    expect(form.permissions.RUNDOWN).toBe('WRITE');
    expect(form.permissions.CHAT).toBe('NONE');
    expect(commonLevel(form.permissions)).toBeNull();
    const input = groupInputOf({ ...form, name: ' Desk ' });
    expect(input.name).toBe('Desk');
    expect(Object.keys(input.permissions ?? {})).toHaveLength(24);
    expect(input).toMatchObject({ editors: true, reporters: true, categories: ['Sports'] });
  });

  it('sets every area at once', () => {
    expect(commonLevel(allAt('READ'))).toBe('READ');
  });
});
