/** Productions and the gateway's basics for the component tests (imported by tests only). */
import type { Production } from '@newsroom/api';
import type { FakeServer } from '../../test/fakeServer';

export const ID = 1_000_000_000_021;
export const ASSIGNMENT_ID = 1_000_000_000_007;

export function production(n: number, slug: string, extra: Partial<Production> = {}): Production {
  return {
    id: ID + n,
    slug,
    date: '2026-11-28',
    programIds: [1],
    producerIds: [1],
    reporterIds: [4],
    vehicleIds: [7],
    private: false,
    allowedUserIds: [],
    assignmentId: null,
    location: 'Riverside bridge',
    departure: '2026-11-28T11:30:00Z',
    arrival: '2026-11-28T20:00:00Z',
    schedule: [
      { time: '2026-11-28T15:00:00Z', description: 'Interview the mayor' },
      { time: '2026-11-28T13:00:00Z', description: 'Meet the fire chief' },
    ],
    tasks: [
      { description: 'Drone permit', status: 'DONE' },
      { description: 'Book the van', status: 'PRODUCING' },
      { description: 'Call the mayor', status: 'NEW' },
    ],
    tasksDone: 1,
    resources: ['Drone', 'Second camera'],
    notes: 'Park behind the station.\nBring boots.',
    attachmentIds: [],
    state: 'PRODUCING',
    owner: { id: 1, nickname: 'producer' },
    revision: 3,
    createdAt: '2026-11-27T08:00:00Z',
    updatedAt: '2026-11-27T09:30:00Z',
    deletedAt: null,
    ...extra,
  } as Production;
}

export const PEOPLE = [
  { id: 1, name: 'Paula Producer', nickname: 'producer' },
  { id: 2, name: 'Eddie Editor', nickname: 'editor' },
  { id: 4, name: 'Rita Reporter', nickname: 'reporter' },
];

/** The users of these tests, by what they may do with productions. */
export const productionUsers = {
  producer: { id: 1, name: 'Paula Producer', nickname: 'producer', roles: ['ROLE_PRODUCTION_READ', 'ROLE_PRODUCTION_WRITE', 'ROLE_ASSIGNMENT_READ'] },
  reporter: { id: 4, name: 'Rita Reporter', nickname: 'reporter', roles: ['ROLE_PRODUCTION_READ', 'ROLE_ASSIGNMENT_READ'] },
};

/** What every production screen asks for besides the productions: the user, programs, people, vehicles. */
export function serveBasics(server: FakeServer, me: { id: number; nickname: string; roles: string[] }) {
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/programs', {
    body: [
      { id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' },
      { id: 2, name: 'Midday Bulletin', start: '12:00:00', end: '12:15:00' },
    ],
  });
  server.on('GET /api/users/active', { body: PEOPLE });
  server.on('GET /api/users/producers', { body: [PEOPLE[0]] });
  server.on('GET /api/users/reporters', { body: [PEOPLE[2]] });
  server.on('GET /api/vehicles', { body: [{ id: 7, name: 'Van 2' }] });
}
