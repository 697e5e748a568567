import { describe, expect, it } from 'vitest';
import type { Branch } from '@newsroom/api';
import { branchInputOf, configInputOf, formOfBranch, formOfConfig, loginDomainOf, newBranchForm } from './branchForm';

const north = { id: 3, name: 'TV Norte', address: 'Av. Brasil, 100', locale: 'pt_BR' } as unknown as Branch;

describe('branch form', () => {
  it('starts a new branch in the given language', () => {
    expect(newBranchForm('es_ES')).toEqual({ name: '', address: '', locale: 'es_ES' });
    expect(newBranchForm().locale).toBe('en_US');
  });
  it('sends what was typed, trimmed', () => {
    expect(branchInputOf({ ...formOfBranch(north), name: '  TV Norte 2 ', address: ' Rua 1 ' })).toEqual({ name: 'TV Norte 2', address: 'Rua 1', locale: 'pt_BR' });
  });
});

describe('settings form', () => {
  it('sends the configuration with a bare domain', () => {
    const form = formOfConfig({ locale: 'es_ES', branchName: ' Canal Sur ', loginDomain: '' });
    expect(configInputOf({ ...form, loginDomain: ' @canalsur.es ' })).toEqual({ locale: 'es_ES', branchName: 'Canal Sur', loginDomain: 'canalsur.es' });
  });
  it('keeps an empty domain empty', () => {
    expect(loginDomainOf('  ')).toBe('');
    expect(loginDomainOf('@@x.org')).toBe('x.org');
  });
});
