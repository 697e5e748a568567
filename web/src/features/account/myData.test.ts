import { describe, expect, it } from 'vitest';
import { myDataOf } from './myData';

const form = { name: ' Paula Producer ', nickname: 'producer ', email: ' p@example.com', currentPassword: '', password: '', passwordConfirmation: '' };

describe('myDataOf', () => {
  it('sends the data trimmed, and no password when none is typed', () => {
    expect(myDataOf(form)).toEqual({ name: 'Paula Producer', nickname: 'producer', email: 'p@example.com' });
  });
  it('sends the current password with a new one, as typed', () => {
    expect(myDataOf({ ...form, currentPassword: 'old', password: ' new one', passwordConfirmation: 'new' })).toEqual({
      name: 'Paula Producer',
      nickname: 'producer',
      email: 'p@example.com',
      currentPassword: 'old',
      password: ' new one',
      passwordConfirmation: 'new',
    });
  });
});
