/** Rounds, their institutions and the gateway's basics for the component tests (imported by tests only). */
import type { ReferenceItem, Round } from '@newsroom/api';
import type { FakeServer } from '../../test/fakeServer';

export const ID = 1_000_000_000_041;
export const ASSIGNMENT_ID = 1_000_000_000_077;

/** The demo's segments and institutions (the police and fire brigade in Security). */
export const SEGMENTS: ReferenceItem[] = [
  { id: 1, name: 'Security' },
  { id: 2, name: 'Health' },
  { id: 3, name: 'Justice' },
];
export const POLICE = 10;
export const FIRE = 11;
export const HOSPITAL = 12;
export const COURT = 13;
export const INSTITUTIONS: ReferenceItem[] = [
  { id: POLICE, name: 'Central Police Station', segmentId: 1, phone: '+1 555 0100', contact: 'Duty officer' },
  { id: FIRE, name: 'Fire Brigade', segmentId: 1, phone: '+1 555 0101', contact: 'Press office' },
  { id: HOSPITAL, name: 'General Hospital', segmentId: 2, phone: '+1 555 0102', contact: 'Front desk' },
  { id: COURT, name: 'Court of Justice', segmentId: 3, phone: '+1 555 0103', contact: 'Clerk' },
];

/** A round of 2026-11-28: the police with news (09:05 UTC), the fire brigade nothing new, the hospital pending. */
export function round(n: number, slug: string, extra: Partial<Round> = {}): Round {
  return {
    id: ID + n,
    slug,
    date: '2026-11-28',
    shift: 'Morning',
    programIds: [1],
    private: false,
    allowedUserIds: [],
    entries: [
      { institutionId: POLICE, outcome: 'NEWS', calledAt: '2026-11-28T12:05:00Z', answeredBy: 'Sgt. Lima', text: 'Two arrests after the market robbery.', assignmentId: null },
      { institutionId: FIRE, outcome: 'NOTHING_NEW', calledAt: '2026-11-28T12:10:00Z', answeredBy: 'Press office', text: '', assignmentId: null },
      { institutionId: HOSPITAL, outcome: 'PENDING', calledAt: null, answeredBy: '', text: '', assignmentId: null },
    ],
    notes: 'Call the court after noon.',
    attachmentIds: [],
    state: 'PRODUCING',
    owner: { id: 1, nickname: 'producer' },
    revision: 3,
    createdAt: '2026-11-28T11:00:00Z',
    updatedAt: '2026-11-28T12:10:00Z',
    deletedAt: null,
    ...extra,
  } as Round;
}

export const PEOPLE = [
  { id: 1, name: 'Paula Producer', nickname: 'producer' },
  { id: 2, name: 'Eddie Editor', nickname: 'editor' },
  { id: 4, name: 'Rita Reporter', nickname: 'reporter' },
];

/** The users of these tests, by what they may do with rounds (the demo's groups). */
export const roundUsers = {
  producer: { id: 1, name: 'Paula Producer', nickname: 'producer', roles: ['ROLE_ROUND_READ', 'ROLE_ROUND_WRITE', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE'] },
  editor: { id: 2, name: 'Eddie Editor', nickname: 'editor', roles: ['ROLE_ROUND_READ', 'ROLE_ASSIGNMENT_READ'] },
  /** Writes assignments but only reads rounds: makes assignments, notes no call. */
  assigner: { id: 4, name: 'Rita Reporter', nickname: 'reporter', roles: ['ROLE_ROUND_READ', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE'] },
};

/** What every round screen asks for besides the rounds: the user, programs, people, segments, institutions. */
export function serveBasics(server: FakeServer, me: { id: number; nickname: string; roles: string[] }) {
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/programs', {
    body: [
      { id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' },
      { id: 2, name: 'Midday Bulletin', start: '12:00:00', end: '12:15:00' },
    ],
  });
  server.on('GET /api/users/active', { body: PEOPLE });
  server.on('GET /api/segments', { body: SEGMENTS });
  server.on('GET /api/institutions', { body: INSTITUTIONS });
}
