import { describe, expect, it } from 'vitest';
import type { GroupId, UserAccount } from '@newsroom/api';
import { formOfUser, newUserForm, toggleGroup, userInputOf } from './userForm';

const g = (n: number) => n as GroupId;

describe('userInputOf', () => {
  const form = { ...newUserForm(), name: ' Ann ', nickname: 'ann ', email: 'ann@example.com', password: 'first-time', passwordConfirmation: 'first-time', groupIds: [g(2)] };

  it('sends a new user with their one-time password and groups', () => {
    expect(userInputOf(form, { canAssignGroups: true })).toEqual({
      ok: true,
      input: { name: 'Ann', nickname: 'ann', email: 'ann@example.com', expirationDays: 0, directoryUser: false, active: true, password: 'first-time', passwordConfirmation: 'first-time', groupIds: [g(2)] },
    });
  });

  it('leaves the password out when none is typed (an edit keeps it), and the groups without the right to change them', () => {
    const result = userInputOf({ ...form, password: '', passwordConfirmation: '', expirationDays: ' 90 ' }, { canAssignGroups: false });
    expect(result).toEqual({ ok: true, input: { name: 'Ann', nickname: 'ann', email: 'ann@example.com', expirationDays: 90, directoryUser: false, active: true } });
  });

  it.each([
    ['', 'required'],
    ['ten', 'invalid'],
    ['1.5', 'invalid'],
    ['-1', 'not_negative'],
  ])('finds an expiration of %j wrong (%s)', (expirationDays, code) => {
    expect(userInputOf({ ...form, expirationDays }, { canAssignGroups: true })).toEqual({ ok: false, errors: { expirationDays: { code } } });
  });
});

describe('formOfUser', () => {
  it('starts from the user, with no password', () => {
    const user = { id: 7, name: 'Ann', nickname: 'ann', email: 'a@x', active: false, directoryUser: true, expirationDays: 30, groupIds: [g(1)], mustChangePassword: false } as unknown as UserAccount;
    expect(formOfUser(user)).toEqual({ name: 'Ann', nickname: 'ann', email: 'a@x', password: '', passwordConfirmation: '', expirationDays: '30', directoryUser: true, active: false, groupIds: [g(1)] });
  });
});

describe('toggleGroup', () => {
  it('adds once and removes', () => {
    expect(toggleGroup([g(1)], g(2), true)).toEqual([g(1), g(2)]);
    expect(toggleGroup([g(1), g(2)], g(2), true)).toEqual([g(1), g(2)]);
    expect(toggleGroup([g(1), g(2)], g(1), false)).toEqual([g(2)]);
  });
});
