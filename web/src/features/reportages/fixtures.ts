/** Reportages and a gateway of them for the component tests (imported by tests only). */
import type { ReportageSection, ScriptedReportage } from '@newsroom/api';
import type { FakeServer } from '../../test/fakeServer';

export const ID = 1_000_000_000_009;
export const ASSIGNMENT_ID = 1_000_000_000_007;

const P = (text: string, marks: Record<string, unknown> = {}) => ({ type: 'paragraph' as const, children: [{ text, ...marks }] });

export const SECTIONS: ReportageSection[] = [
  { kind: 'LEAD', content: [P('The river rose two metres overnight.')] },
  { kind: 'OFF', content: [P('Firefighters worked all night.')] },
  { kind: 'INTERVIEW', content: [P('We lost everything.')] },
  { kind: 'FOOTNOTE', content: [P('The bridge stays closed until Monday.')] },
];

export function reportage(n: number, slug: string, extra: Partial<ScriptedReportage> = {}): ScriptedReportage {
  return {
    id: ID + n,
    slug,
    date: '2026-11-28',
    programIds: [1],
    reporterIds: [4],
    editorIds: [3],
    private: false,
    allowedUserIds: [],
    assignmentId: null,
    sections: SECTIONS,
    attachmentIds: [],
    graphics: [],
    state: 'PRODUCING',
    approved: false,
    presenterTime: 'PT5S',
    reporterTime: 'PT2S',
    owner: { id: 4, nickname: 'reporter' },
    revision: 3,
    createdAt: '2026-11-28T08:00:00Z',
    updatedAt: '2026-11-28T09:30:00Z',
    deletedAt: null,
    ...extra,
  } as ScriptedReportage;
}

export const PEOPLE = [
  { id: 1, name: 'Paula Producer', nickname: 'producer' },
  { id: 2, name: 'Eddie Editor', nickname: 'editor' },
  { id: 3, name: 'Edna Editor', nickname: 'edna' },
  { id: 4, name: 'Rita Reporter', nickname: 'reporter' },
];

/** The users of these tests, by what they may do with reportages. */
export const reportageUsers = {
  reporter: { id: 4, name: 'Rita Reporter', nickname: 'reporter', roles: ['ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_ASSIGNMENT_READ'] },
  editor: { id: 2, name: 'Eddie Editor', nickname: 'editor', roles: ['ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_NEWS_REPORT_ADMIN'] },
  viewer: { id: 5, name: 'Vera Viewer', nickname: 'viewer', roles: ['ROLE_NEWS_REPORT_READ'] },
};

/** What every reportage screen asks for besides the reportages: the user, programs, people. */
export function serveBasics(server: FakeServer, me: { id: number; nickname: string; roles: string[] }) {
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/programs', {
    body: [
      { id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' },
      { id: 2, name: 'Midday Bulletin', start: '12:00:00', end: '12:15:00' },
    ],
  });
  server.on('GET /api/users/active', { body: PEOPLE });
  server.on('GET /api/users/reporters', { body: [PEOPLE[3]] });
  server.on('GET /api/users/editors', { body: [PEOPLE[1], PEOPLE[2]] });
}
