import { afterAll, describe, expect, it } from 'vitest';
import { ID, production } from './fixtures';
import { formOfProduction, newProductionForm, productionInputOf, sameForm } from './productionForm';

// The user's clock: Lisbon, UTC+0 in winter and UTC+1 in summer.
const zone = process.env.TZ;
process.env.TZ = 'Europe/Lisbon';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the production form', () => {
  it('shows the times in local time and sends them back in UTC, none as null', () => {
    const summer = production(1, 'RIVER FLOODS', { departure: '2026-07-01T07:30:00Z', arrival: null, schedule: [{ time: '2026-07-01T09:00:00Z', description: 'Mayor' }] });
    const form = formOfProduction(summer);
    expect([form.departure, form.arrival, form.schedule[0].time]).toEqual(['2026-07-01T08:30', '', '2026-07-01T10:00']);
    const sent = productionInputOf(form, { id: summer.id, revision: 3, lockUuid: 'tab-1' });
    expect([sent.departure, sent.arrival, sent.schedule]).toEqual(['2026-07-01T07:30:00Z', null, [{ time: '2026-07-01T09:00:00Z', description: 'Mayor' }]]);
    expect([sent.id, sent.revision, sent.lockUuid]).toEqual([ID + 1, 3, 'tab-1']);
  });

  it('sends every task with its status, the slug trimmed, and an appointment without a time as an empty one', () => {
    const form = { ...newProductionForm('2026-12-01', 2 as never), slug: '  BRIDGE  ', tasks: [{ description: 'Permit' }], schedule: [{ time: '', description: 'Lunch' }] };
    const sent = productionInputOf(form);
    expect(sent).toMatchObject({ slug: 'BRIDGE', date: '2026-12-01', programIds: [2], tasks: [{ description: 'Permit', status: 'NEW' }], schedule: [{ time: '', description: 'Lunch' }], departure: null, arrival: null });
    expect(sent).not.toHaveProperty('revision');
  });

  it('tells an unchanged form from a changed one, the slug compared trimmed', () => {
    const form = formOfProduction(production(1, 'RIVER FLOODS'));
    expect(sameForm(form, { ...form, slug: 'RIVER FLOODS ' })).toBe(true);
    expect(sameForm(form, { ...form, tasks: form.tasks.slice(1) })).toBe(false);
  });
});
