import { describe, expect, it } from 'vitest';
import type { Licence } from '@newsroom/api';
import { licenceWarningOf } from './licenceStatus';

const community: Licence = { status: 'COMMUNITY', id: null, clientId: null, type: null, expiration: null, maxUsers: 0, daysLeft: null, warningDays: 30, activeUsers: 2 };
const licensed = (over: Partial<Licence>): Licence => ({ ...community, id: 'L-1', clientId: 'TV Norte', type: 'PERIOD', expiration: '2026-12-31', maxUsers: 10, daysLeft: 200, status: 'ACTIVE', ...over });

describe('licenceWarningOf', () => {
  it('says nothing without a licence, or with one far from its end', () => {
    expect(licenceWarningOf(undefined)).toBeNull();
    expect(licenceWarningOf(community)).toBeNull();
    expect(licenceWarningOf(licensed({}))).toBeNull();
  });
  it('warns with the days left near the end', () => {
    expect(licenceWarningOf(licensed({ status: 'EXPIRING', daysLeft: 5 }))).toEqual({ status: 'EXPIRING', daysLeft: 5 });
    expect(licenceWarningOf(licensed({ status: 'EXPIRING', daysLeft: null }))).toEqual({ status: 'EXPIRING', daysLeft: 0 });
  });
  it('says an expired or invalid licence', () => {
    expect(licenceWarningOf(licensed({ status: 'EXPIRED', daysLeft: 0 }))).toEqual({ status: 'EXPIRED' });
  });
});
