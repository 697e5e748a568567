/**
 * The branch form and the body it sends (pure): name and address (unique, web.md section 5; at most 120
 * and 300 characters, which the server checks and answers with the usual field codes) and the locale
 * the branch works in.
 */
import type { Branch, BranchConfig, BranchConfigIn, BranchIn } from '@newsroom/api';

export interface BranchForm {
  name: string;
  address: string;
  /** `en_US`, `es_ES` or `pt_BR`. */
  locale: string;
}

/** A new branch speaks the installation's language. */
export function newBranchForm(locale = 'en_US'): BranchForm {
  return { name: '', address: '', locale };
}

export function formOfBranch(branch: Branch): BranchForm {
  return { name: branch.name, address: branch.address, locale: branch.locale };
}

/** The body of `POST /api/branches` or `PUT /api/branches/{id}`. */
export function branchInputOf(form: BranchForm): BranchIn {
  return { name: form.name.trim(), address: form.address.trim(), locale: form.locale };
}

/** The general settings as typed. */
export type SettingsForm = Required<BranchConfigIn>;

export function formOfConfig(config: BranchConfig): SettingsForm {
  return { locale: config.locale, branchName: config.branchName, loginDomain: config.loginDomain };
}

/**
 * The body of `PUT /api/branch/config`. The domain is sent without spaces or a leading `@` (the server
 * drops the `@` too), empty for none.
 */
export function configInputOf(form: SettingsForm): BranchConfigIn {
  return { locale: form.locale, branchName: form.branchName.trim(), loginDomain: loginDomainOf(form.loginDomain) };
}

/** A domain as typed, without spaces or a leading `@`: `@TVNorte.com.br ` -> `TVNorte.com.br`. */
export function loginDomainOf(typed: string): string {
  return typed.trim().replace(/^@+/, '');
}
