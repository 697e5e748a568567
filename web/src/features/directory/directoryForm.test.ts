import { describe, expect, it } from 'vitest';
import { parseId, type DirectoryConfig, type GroupId } from '@newsroom/api';
import { directoryInputOf, directoryProblemsOf, formOfDirectoryConfig, isLdaps, isPlainLdap, problemsOnRows, rowsSent } from './directoryForm';

const editors = parseId<GroupId>(3)!;
const config: DirectoryConfig = {
  enabled: true,
  url: 'ldap://ldap.example.org',
  startTls: true,
  bindDn: 'cn=newsroom,dc=example,dc=org',
  passwordSet: true,
  baseDn: 'ou=people,dc=example,dc=org',
  userFilter: '(objectClass=inetOrgPerson)',
  loginAttribute: 'uid',
  nameAttribute: 'cn',
  emailAttribute: 'mail',
  groupMappings: [{ directoryGroup: 'cn=editors,ou=groups,dc=example,dc=org', groupId: editors }],
};

describe('the directory service form', () => {
  it('sends the settings back as they were, keeping the stored bind password', () => {
    const body = directoryInputOf(formOfDirectoryConfig(config));
    const { passwordSet: _, ...rest } = config;
    expect(body).toEqual(rest);
    expect('bindPassword' in body).toBe(false);
  });

  it('sends a new bind password, or "" to remove it', () => {
    expect(directoryInputOf({ ...formOfDirectoryConfig(config), bindPassword: 'pw' }).bindPassword).toBe('pw');
    expect(directoryInputOf({ ...formOfDirectoryConfig(config), removeBindPassword: true }).bindPassword).toBe('');
  });

  it('tells ldap:// from ldaps:// and from anything else', () => {
    expect([isPlainLdap(' LDAP://x'), isPlainLdap('ldaps://x'), isPlainLdap('http://x')]).toEqual([true, false, false]);
    expect([isLdaps('ldaps://x'), isLdaps('ldap://x')]).toEqual([true, false]);
  });

  it('never sends StartTLS with an ldaps:// address', () => {
    expect(directoryInputOf({ ...formOfDirectoryConfig(config), url: 'LDAPS://ldap.example.org:636' }).startTls).toBe(false);
  });

  it('leaves out blank mapping rows and finds half-filled ones, beside their own row', () => {
    const form = {
      ...formOfDirectoryConfig(config),
      groupMappings: [
        { directoryGroup: '', groupId: null },
        { directoryGroup: 'cn=a,dc=x', groupId: editors },
        { directoryGroup: ' ', groupId: editors },
        { directoryGroup: 'cn=b,dc=x', groupId: null },
      ],
    };
    expect(rowsSent(form)).toEqual([1, 2, 3]);
    expect(problemsOnRows(directoryProblemsOf(form), rowsSent(form))).toEqual({
      'groupMappings[2].directoryGroup': { code: 'required' },
      'groupMappings[3].groupId': { code: 'required' },
    });
    // A 422 names the row by its index among those sent.
    expect(problemsOnRows({ 'groupMappings[0].groupId': { code: 'unknown_group' }, url: { code: 'ldap_url' } }, rowsSent(form))).toEqual({
      'groupMappings[1].groupId': { code: 'unknown_group' },
      url: { code: 'ldap_url' },
    });
  });
});
