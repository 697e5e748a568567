/** Reports and the gateway's basics for the component tests (imported by tests only). */
import type { Report } from '@newsroom/api';
import type { FakeServer } from '../../test/fakeServer';

export const ID = 1_000_000_000_041;
export const ASSIGNMENT_ID = 1_000_000_000_007;

/** The report categories of the demo. */
export const CATEGORIES = [
  { id: 31, name: 'Police' },
  { id: 32, name: 'Traffic' },
  { id: 33, name: 'Fire' },
];

export function report(n: number, slug: string, extra: Partial<Report> = {}): Report {
  return {
    id: ID + n,
    slug,
    date: '2026-11-28',
    programIds: [1],
    private: false,
    allowedUserIds: [],
    assignmentId: null,
    summary: 'A quiet morning, then the bridge.\nTraffic back to normal by noon.',
    events: [
      { time: '2026-11-28T09:15:00Z', categoryId: 32, place: 'Riverside bridge', text: 'A lorry blocks two lanes.', sources: 'Traffic police' },
      { time: '2026-11-28T13:40:00Z', categoryId: null, place: '', text: 'Lanes open again.\nQueues until 14:00.', sources: '' },
    ],
    attachmentIds: [],
    state: 'COVERING',
    owner: { id: 1, nickname: 'producer' },
    revision: 3,
    createdAt: '2026-11-28T08:00:00Z',
    updatedAt: '2026-11-28T14:00:00Z',
    deletedAt: null,
    ...extra,
  } as Report;
}

export const PEOPLE = [
  { id: 1, name: 'Paula Producer', nickname: 'producer' },
  { id: 2, name: 'Eddie Editor', nickname: 'editor' },
  { id: 4, name: 'Rita Reporter', nickname: 'reporter' },
];

/** The users of these tests, by what they may do with reports. */
export const reportUsers = {
  producer: { id: 1, name: 'Paula Producer', nickname: 'producer', roles: ['ROLE_REPORT_READ', 'ROLE_REPORT_WRITE', 'ROLE_ASSIGNMENT_READ'] },
  editor: { id: 2, name: 'Eddie Editor', nickname: 'editor', roles: ['ROLE_REPORT_READ', 'ROLE_ASSIGNMENT_READ'] },
};

/** What every report screen asks for besides the reports: the user, programs, people, categories. */
export function serveBasics(server: FakeServer, me: { id: number; nickname: string; roles: string[] }) {
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/programs', {
    body: [
      { id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' },
      { id: 2, name: 'Midday Bulletin', start: '12:00:00', end: '12:15:00' },
    ],
  });
  server.on('GET /api/users/active', { body: PEOPLE });
  server.on('GET /api/reports/categories', { body: CATEGORIES });
}
