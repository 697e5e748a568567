/** The rundown settings form: hours and minutes to and from the API's ISO interval, and its checks. */
import { describe, expect, it } from 'vitest';
import { formOfRundownConfig, settingsInputOf, settingsProblemsOf } from './settingsForm';

describe('settingsForm', () => {
  it('reads the interval as hours and minutes and sends it back as ISO', () => {
    const form = formOfRundownConfig({ lockAfterEnd: 'PT2H30M', trashRetentionDays: 30, logRetentionDays: 365, versionRetentionDays: 0 });
    expect(form).toEqual({ lockOn: true, lockHours: '2', lockMinutes: '30', trashRetentionDays: '30', logRetentionDays: '365', versionRetentionDays: '0' });
    expect(settingsInputOf(form)).toEqual({ lockAfterEnd: 'PT2H30M', trashRetentionDays: 30, logRetentionDays: 365, versionRetentionDays: 0 });
    expect(formOfRundownConfig({ lockAfterEnd: 'P7D', trashRetentionDays: 0, logRetentionDays: 0, versionRetentionDays: 0 }).lockHours).toBe('168');
  });

  it('sends null when the lock is off, and an empty minutes field as none', () => {
    const off = formOfRundownConfig({ lockAfterEnd: null, trashRetentionDays: 30, logRetentionDays: 365, versionRetentionDays: 0 });
    expect(off.lockOn).toBe(false);
    expect(settingsInputOf(off).lockAfterEnd).toBeNull();
    expect(settingsInputOf({ ...off, lockOn: true, lockHours: '1', lockMinutes: '' }).lockAfterEnd).toBe('PT1H');
  });

  it('finds an interval over 7 days and days out of 0-3650', () => {
    const form = formOfRundownConfig({ lockAfterEnd: 'PT1H', trashRetentionDays: 30, logRetentionDays: 365, versionRetentionDays: 0 });
    expect(settingsProblemsOf(form)).toEqual({});
    expect(Object.keys(settingsProblemsOf({ ...form, lockHours: '168', lockMinutes: '1', trashRetentionDays: '3651', logRetentionDays: '' }))).toEqual(['lockAfterEnd', 'trashRetentionDays', 'logRetentionDays']);
    expect(settingsProblemsOf({ ...form, lockOn: false, lockHours: 'x' })).toEqual({});
    expect(settingsProblemsOf({ ...form, lockMinutes: '60' }).lockAfterEnd?.code).toBe('range');
  });
});
