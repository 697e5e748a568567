/** Telling the messages of the document topics apart: each guard takes only its own entity. */
import { describe, expect, it } from 'vitest';
import { isAssignmentEvent, isProductionEvent, isProposalEvent, isReportageEvent, isReportEvent, isRoundEvent, isTeamEvent } from './messages';

const ID = 1_000_000_000_009;

describe('the document topics', () => {
  it('takes a reportage change, lock event or hidden, and nothing else', () => {
    for (const event of ['created', 'updated', 'deleted', 'restored', 'lock', 'take_over', 'unlock', 'hidden']) {
      expect(isReportageEvent({ event, entity: 'reportage', id: ID, data: null, lock: null }), event).toBe(true);
    }
    expect(isReportageEvent({ event: 'moved', entity: 'reportage', id: ID, data: null, lock: null })).toBe(false);
    expect(isReportageEvent({ event: 'updated', entity: 'reportage', id: String(ID), data: null, lock: null })).toBe(false);
    expect(isReportageEvent(null)).toBe(false);
    expect(isReportageEvent('updated')).toBe(false);
  });

  it('keeps assignments and reportages apart', () => {
    const reportage = { event: 'updated', entity: 'reportage', id: ID, data: null, lock: null };
    const assignment = { ...reportage, entity: 'assignment' };
    expect(isAssignmentEvent(reportage)).toBe(false);
    expect(isReportageEvent(assignment)).toBe(false);
    expect(isAssignmentEvent(assignment)).toBe(true);
  });

  it('takes a production change, lock event or hidden, and no other kind', () => {
    for (const event of ['created', 'updated', 'deleted', 'restored', 'lock', 'take_over', 'unlock', 'hidden']) {
      expect(isProductionEvent({ event, entity: 'production', id: ID, data: null, lock: null }), event).toBe(true);
    }
    expect(isProductionEvent({ event: 'updated', entity: 'reportage', id: ID, data: null, lock: null })).toBe(false);
    expect(isReportageEvent({ event: 'updated', entity: 'production', id: ID, data: null, lock: null })).toBe(false);
    expect(isProductionEvent({ event: 'ticked', entity: 'production', id: ID, data: null, lock: null })).toBe(false);
  });

  it('takes a report change, lock event or hidden, and no other kind', () => {
    for (const event of ['created', 'updated', 'deleted', 'restored', 'lock', 'take_over', 'unlock', 'hidden']) {
      expect(isReportEvent({ event, entity: 'report', id: ID, data: null, lock: null }), event).toBe(true);
    }
    expect(isReportEvent({ event: 'updated', entity: 'reportage', id: ID, data: null, lock: null })).toBe(false);
    expect(isReportageEvent({ event: 'updated', entity: 'report', id: ID, data: null, lock: null })).toBe(false);
    expect(isReportEvent({ event: 'updated', entity: 'report', id: String(ID), data: null, lock: null })).toBe(false);
    expect(isReportEvent(null)).toBe(false);
  });
});

describe('the teams topic', () => {
  it('takes a team created, updated or deleted, and nothing else', () => {
    for (const event of ['created', 'updated', 'deleted']) {
      expect(isTeamEvent({ entity: 'team', event, id: 4 }), event).toBe(true);
    }
    expect(isTeamEvent({ entity: 'team', event: 'lock', id: 4 })).toBe(false);
    expect(isTeamEvent({ entity: 'team', event: 'updated', id: '4' })).toBe(false);
    expect(isTeamEvent({ entity: 'reference', kind: 'vehicles', event: 'updated', id: 4 })).toBe(false);
    expect(isTeamEvent(null)).toBe(false);
  });

  it('takes a round change, lock event or hidden, and no other kind', () => {
    for (const event of ['created', 'updated', 'deleted', 'restored', 'lock', 'take_over', 'unlock', 'hidden']) {
      expect(isRoundEvent({ event, entity: 'round', id: ID, data: null, lock: null }), event).toBe(true);
    }
    expect(isRoundEvent({ event: 'updated', entity: 'report', id: ID, data: null, lock: null })).toBe(false);
    expect(isReportEvent({ event: 'updated', entity: 'round', id: ID, data: null, lock: null })).toBe(false);
  });

  it('takes a proposal change or hidden, and no other kind', () => {
    for (const event of ['created', 'updated', 'deleted', 'restored', 'hidden']) {
      expect(isProposalEvent({ event, entity: 'proposal', id: ID, data: null, lock: null }), event).toBe(true);
    }
    expect(isProposalEvent({ event: 'updated', entity: 'round', id: ID, data: null, lock: null })).toBe(false);
    expect(isRoundEvent({ event: 'updated', entity: 'proposal', id: ID, data: null, lock: null })).toBe(false);
  });
});
