/**
 * The directory service form and the body it sends (pure). The bind password is never read back: the
 * form holds what is typed and whether the stored one is to be removed; an empty field keeps it.
 */
import type { DirectoryConfig, DirectoryConfigIn, GroupId } from '@newsroom/api';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';
import { passwordInputOf } from '../../shared/ui/storedPassword';

export interface MappingRow {
  directoryGroup: string;
  /** null until one is chosen. */
  groupId: GroupId | null;
}

export interface DirectoryForm {
  enabled: boolean;
  url: string;
  startTls: boolean;
  bindDn: string;
  bindPassword: string;
  removeBindPassword: boolean;
  baseDn: string;
  userFilter: string;
  loginAttribute: string;
  nameAttribute: string;
  emailAttribute: string;
  groupMappings: MappingRow[];
}

export function formOfDirectoryConfig(config: DirectoryConfig): DirectoryForm {
  return {
    enabled: config.enabled,
    url: config.url,
    startTls: config.startTls,
    bindDn: config.bindDn,
    bindPassword: '',
    removeBindPassword: false,
    baseDn: config.baseDn,
    userFilter: config.userFilter,
    loginAttribute: config.loginAttribute,
    nameAttribute: config.nameAttribute,
    emailAttribute: config.emailAttribute,
    groupMappings: config.groupMappings.map((m) => ({ directoryGroup: m.directoryGroup, groupId: m.groupId })),
  };
}

/** An `ldaps://` address is encrypted already: StartTLS does not apply (the server refuses both). */
export const isLdaps = (url: string) => /^ldaps:\/\//i.test(url.trim());

/** An `ldap://` address: unencrypted unless StartTLS is on. */
export const isPlainLdap = (url: string) => /^ldap:\/\//i.test(url.trim());

/** The name of a mapping row's field in a 422 (`groupMappings[1].groupId`). */
export const mappingField = (index: number, field: keyof MappingRow) => `groupMappings[${index}].${field}`;

/** Rows left entirely blank are dropped. */
const filledRows = (rows: readonly MappingRow[]) => rows.map((row, index) => ({ row, index })).filter(({ row }) => row.directoryGroup.trim() !== '' || row.groupId !== null);

/**
 * What the form finds wrong before sending, with the server's codes: a mapping row with a group but no
 * directory group, or the other way round. The server checks the rest (address, filter, base DN).
 */
export function directoryProblemsOf(form: DirectoryForm): Record<string, FormFieldProblem> {
  const problems: Record<string, FormFieldProblem> = {};
  filledRows(form.groupMappings).forEach(({ row }, sent) => {
    if (row.directoryGroup.trim() === '') problems[mappingField(sent, 'directoryGroup')] = { code: 'required' };
    if (row.groupId === null) problems[mappingField(sent, 'groupId')] = { code: 'required' };
  });
  return problems;
}

/**
 * The body of `PUT /api/directory/config`; call it once `directoryProblemsOf` finds nothing (so every row
 * sent has its group). Blank rows are left out, so a row's index in a 422 is its index among those sent:
 * `rowsSent` maps it back to the form's rows.
 */
export function directoryInputOf(form: DirectoryForm): DirectoryConfigIn {
  const bindPassword = passwordInputOf(form.bindPassword, form.removeBindPassword);
  return {
    enabled: form.enabled,
    url: form.url.trim(),
    startTls: isLdaps(form.url) ? false : form.startTls,
    bindDn: form.bindDn.trim(),
    ...(bindPassword === undefined ? {} : { bindPassword }),
    baseDn: form.baseDn.trim(),
    userFilter: form.userFilter.trim(),
    loginAttribute: form.loginAttribute.trim(),
    nameAttribute: form.nameAttribute.trim(),
    emailAttribute: form.emailAttribute.trim(),
    groupMappings: filledRows(form.groupMappings).flatMap(({ row }) => (row.groupId === null ? [] : [{ directoryGroup: row.directoryGroup.trim(), groupId: row.groupId }])),
  };
}

/** For each row sent, its index in the form (blank rows are not sent). */
export function rowsSent(form: DirectoryForm): number[] {
  return filledRows(form.groupMappings).map(({ index }) => index);
}

/**
 * The problems of a 422 (or the form's own) with each mapping row's index put back to the form's rows,
 * so a problem shows beside the row it is about.
 */
export function problemsOnRows(problems: Record<string, FormFieldProblem>, sent: readonly number[]): Record<string, FormFieldProblem> {
  return Object.fromEntries(
    Object.entries(problems).map(([name, problem]) => {
      const m = /^groupMappings\[(\d+)\]\.(.+)$/.exec(name);
      const row = m ? sent[Number(m[1])] : undefined;
      return [m && row !== undefined ? `groupMappings[${row}].${m[2]}` : name, problem];
    }),
  );
}
