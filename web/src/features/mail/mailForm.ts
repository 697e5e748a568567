/**
 * The mail server form and the body it sends (pure). The password is never read back: the form holds
 * what is typed and whether the stored one is to be removed; an empty field keeps the stored one.
 */
import type { MailConfig, MailConfigIn, MailSecurity } from '@newsroom/api';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';
import { passwordInputOf } from '../../shared/ui/storedPassword';

export const SECURITIES: readonly MailSecurity[] = ['NONE', 'STARTTLS', 'TLS'];

/** The usual port of each kind of connection: 25 (none), 587 (STARTTLS), 465 (TLS). */
export const USUAL_PORT: Record<MailSecurity, number> = { NONE: 25, STARTTLS: 587, TLS: 465 };

export interface MailForm {
  host: string;
  /** As typed: the server answers a number out of range, the form one that is not a number. */
  port: string;
  security: MailSecurity;
  username: string;
  /** A new password; empty: keep the stored one. */
  password: string;
  /** Remove the stored password (sends `""`). */
  removePassword: boolean;
  sender: string;
  senderName: string;
  verifyCertificate: boolean;
}

/** The settings as saved; a server never configured starts on STARTTLS at 587 with the certificate checked. */
export function formOfMailConfig(config: MailConfig): MailForm {
  const security = config.security ?? 'STARTTLS';
  return {
    host: config.host,
    port: config.configured && config.port ? String(config.port) : String(USUAL_PORT[security]),
    security,
    username: config.username,
    password: '',
    removePassword: false,
    sender: config.sender,
    senderName: config.senderName,
    verifyCertificate: config.configured ? config.verifyCertificate : true,
  };
}

/** The port as a number, or null when it is not a whole number from 1 to 65535. */
export function portOf(typed: string): number | null {
  const port = /^\d{1,5}$/.test(typed.trim()) ? Number(typed.trim()) : 0;
  return port >= 1 && port <= 65535 ? port : null;
}

/**
 * What the form finds wrong before sending, with the server's codes: only a port that is not a number
 * from 1 to 65535 (a number field cannot send it as the server reads it). The server checks the rest.
 */
export function mailProblemsOf(form: MailForm): Record<string, FormFieldProblem> {
  return portOf(form.port) === null ? { port: { code: 'range', params: { min: 1, max: 65535 } } } : {};
}

/** The body of `PUT /api/mail/config`; call it once `mailProblemsOf` finds nothing. */
export function mailInputOf(form: MailForm): MailConfigIn {
  const port = portOf(form.port) ?? 0;
  const password = passwordInputOf(form.password, form.removePassword);
  return {
    host: form.host.trim(),
    port,
    security: form.security,
    username: form.username.trim(),
    ...(password === undefined ? {} : { password }),
    sender: form.sender.trim(),
    senderName: form.senderName.trim(),
    verifyCertificate: form.verifyCertificate,
  };
}
