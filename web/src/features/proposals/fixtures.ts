/** Proposals and the gateway's basics for the component tests (imported by tests only). */
import type { Proposal } from '@newsroom/api';
import type { FakeServer } from '../../test/fakeServer';

export const ID = 1_000_000_000_061;
export const ASSIGNMENT_ID = 1_000_000_000_090;

/** A proposal of 2026-11-28 for the Evening News, pending, by the reporter. */
export function proposal(n: number, slug: string, extra: Partial<Proposal> = {}): Proposal {
  return {
    id: ID + n,
    slug,
    date: '2026-11-28',
    programIds: [1],
    content: 'The market stalls move to the river bank on Monday.\nTraders fear losing customers.\nThe council answers on Friday.\nPictures: the empty square at dawn.',
    attachmentIds: [],
    status: 'PENDING',
    answer: '',
    answeredBy: null,
    answeredAt: null,
    assignmentId: null,
    owner: { id: 4, nickname: 'reporter' },
    revision: 2,
    createdAt: '2026-11-27T16:20:00Z',
    updatedAt: '2026-11-27T16:25:00Z',
    deletedAt: null,
    ...extra,
  } as Proposal;
}

/** Answered by the producer: declined with `answer`, or accepted into ASSIGNMENT_ID. */
export const declined = (answer: string): Partial<Proposal> => ({ status: 'DECLINED', answer, answeredBy: { id: 1, nickname: 'producer' } as Proposal['owner'], answeredAt: '2026-11-28T09:30:00Z' });
export const accepted = (assignmentId: number = ASSIGNMENT_ID): Partial<Proposal> => ({ status: 'ACCEPTED', assignmentId, answeredBy: { id: 1, nickname: 'producer' } as Proposal['owner'], answeredAt: '2026-11-28T09:45:00Z' } as Partial<Proposal>);

/** The users of these tests, by what they may do with proposals (the server's lists are expanded: write implies read). */
export const proposalUsers = {
  /** The desk: proposals read and write, assignment write. */
  producer: { id: 1, name: 'Paula Producer', nickname: 'producer', roles: ['ROLE_ASSIGNMENT_PROPOSAL_READ', 'ROLE_ASSIGNMENT_PROPOSAL_WRITE', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE'] },
  /** A journalist: proposals read and write, nothing of assignments. */
  reporter: { id: 4, name: 'Rita Reporter', nickname: 'reporter', roles: ['ROLE_ASSIGNMENT_PROPOSAL_READ', 'ROLE_ASSIGNMENT_PROPOSAL_WRITE'] },
  /** Moderates proposals (changes and trashes anyone's) but does not answer them. */
  moderator: { id: 7, name: 'Mona Moderator', nickname: 'moderator', roles: ['ROLE_ASSIGNMENT_PROPOSAL_READ', 'ROLE_ASSIGNMENT_PROPOSAL_WRITE', 'ROLE_ASSIGNMENT_PROPOSAL_ADMIN'] },
  /** Reads proposals only. */
  viewer: { id: 3, name: 'Vera Viewer', nickname: 'viewer', roles: ['ROLE_ASSIGNMENT_PROPOSAL_READ'] },
};

export type ProposalUserFixture = (typeof proposalUsers)[keyof typeof proposalUsers];

/** What every proposal screen asks for besides the proposals: the user, programs and people. */
export function serveBasics(server: FakeServer, me: ProposalUserFixture) {
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/programs', {
    body: [
      { id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' },
      { id: 2, name: 'Midday Bulletin', start: '12:00:00', end: '12:15:00' },
    ],
  });
  server.on('GET /api/users/active', {
    body: [
      { id: 1, name: 'Paula Producer', nickname: 'producer' },
      { id: 4, name: 'Rita Reporter', nickname: 'reporter' },
    ],
  });
}
