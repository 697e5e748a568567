/** The "my data" form and the body it sends (pure). */
import type { MyDataIn } from '@newsroom/api';

export type MyDataForm = Required<MyDataIn>;

/** The body of `PUT /api/users/me`: the password fields only when a new password is typed. */
export function myDataOf(form: MyDataForm): MyDataIn {
  const data: MyDataIn = { name: form.name.trim(), nickname: form.nickname.trim(), email: form.email.trim() };
  if (form.password === '' && form.passwordConfirmation === '') return data;
  return { ...data, currentPassword: form.currentPassword, password: form.password, passwordConfirmation: form.passwordConfirmation };
}
