/**
 * The user form of the administration and the body it sends (pure). The password is a one-time password
 * the user replaces at the first login: required for a new user (unless the directory service checks it),
 * left empty on an edit to keep the current one. Expiration in days, 0: the password never expires
 * (web.md section 5). Groups go only to an administrator of users (`groupIds` left out otherwise, which
 * keeps them).
 */
import type { GroupId, UserAccount, UserIn } from '@newsroom/api';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';

export interface UserForm {
  name: string;
  nickname: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  /** As typed: a whole number of days, 0 or more. */
  expirationDays: string;
  directoryUser: boolean;
  active: boolean;
  groupIds: GroupId[];
}

export type UserField = keyof UserForm;

export function newUserForm(): UserForm {
  return { name: '', nickname: '', email: '', password: '', passwordConfirmation: '', expirationDays: '0', directoryUser: false, active: true, groupIds: [] };
}

export function formOfUser(user: UserAccount): UserForm {
  return {
    name: user.name,
    nickname: user.nickname,
    email: user.email,
    password: '',
    passwordConfirmation: '',
    expirationDays: String(user.expirationDays),
    directoryUser: user.directoryUser,
    active: user.active,
    groupIds: [...user.groupIds],
  };
}

export type UserInputResult = { ok: true; input: UserIn } | { ok: false; errors: Record<string, FormFieldProblem> };

/** The body of `POST /api/users` or `PUT /api/users/{id}`, or what the form finds wrong before sending. */
export function userInputOf(form: UserForm, { canAssignGroups }: { canAssignGroups: boolean }): UserInputResult {
  const days = form.expirationDays.trim();
  if (!/^-?\d+$/.test(days)) return { ok: false, errors: { expirationDays: { code: days === '' ? 'required' : 'invalid' } } };
  if (Number(days) < 0) return { ok: false, errors: { expirationDays: { code: 'not_negative' } } };
  const input: UserIn = {
    name: form.name.trim(),
    nickname: form.nickname.trim(),
    email: form.email.trim(),
    expirationDays: Number(days),
    directoryUser: form.directoryUser,
    active: form.active,
  };
  if (form.password !== '' || form.passwordConfirmation !== '') {
    input.password = form.password;
    input.passwordConfirmation = form.passwordConfirmation;
  }
  if (canAssignGroups) input.groupIds = form.groupIds;
  return { ok: true, input };
}

/** Adds or removes a group (kept in the order the groups are listed). */
export function toggleGroup(ids: readonly GroupId[], id: GroupId, on: boolean): GroupId[] {
  return on ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((x) => x !== id);
}
