import { describe, expect, it } from 'vitest';
import type { MailConfig } from '@newsroom/api';
import { formOfMailConfig, mailInputOf, mailProblemsOf } from './mailForm';

const saved: MailConfig = { configured: true, host: 'smtp.tvnorte.com.br', port: 465, security: 'TLS', username: 'desk', passwordSet: true, sender: 'desk@tvnorte.com.br', senderName: 'TV Norte', verifyCertificate: false };
const never: MailConfig = { configured: false, host: '', port: 0, security: null, username: '', passwordSet: false, sender: '', senderName: '', verifyCertificate: false };

describe('the mail server form', () => {
  it('starts a server never configured on STARTTLS at 587 with the certificate checked', () => {
    expect(formOfMailConfig(never)).toMatchObject({ security: 'STARTTLS', port: '587', verifyCertificate: true, password: '', removePassword: false });
  });

  it('keeps the stored password when the field is left empty (no password in the body)', () => {
    const body = mailInputOf({ ...formOfMailConfig(saved), host: ' smtp.tvnorte.com.br ' });
    expect(body).toEqual({ host: 'smtp.tvnorte.com.br', port: 465, security: 'TLS', username: 'desk', sender: 'desk@tvnorte.com.br', senderName: 'TV Norte', verifyCertificate: false });
    expect('password' in body).toBe(false);
  });

  it('sends a new password as typed, and "" to remove the stored one', () => {
    expect(mailInputOf({ ...formOfMailConfig(saved), password: ' s3cret ' }).password).toBe(' s3cret ');
    expect(mailInputOf({ ...formOfMailConfig(saved), password: 'ignored', removePassword: true }).password).toBe('');
  });

  it('finds a port that is not a number from 1 to 65535, with the server code', () => {
    for (const port of ['', 'abc', '0', '65536', '1.5']) {
      expect(mailProblemsOf({ ...formOfMailConfig(saved), port }), port).toEqual({ port: { code: 'range', params: { min: 1, max: 65535 } } });
    }
    expect(mailProblemsOf({ ...formOfMailConfig(saved), port: ' 25 ' })).toEqual({});
  });
});
