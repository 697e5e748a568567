/**
 * What the proposal screens decide (pure): the order the desk reads a day's proposals in, who may do what
 * with one (edit, trash, restore, answer), the first lines of a pitch, the day a new one is for and how a
 * row names its day and times. The server checks every right again (403, 409 `proposal_answered`); these
 * only keep out of sight what would be refused.
 */
import type { Proposal } from '@newsroom/api';
import { isIsoDate, shiftDate } from '@newsroom/time';
import { hasRole, ROLES } from '../auth/permissions';

/** The signed-in user as the rules need them. */
export interface ProposalUser {
  id: number;
  roles: readonly string[];
}

/** The desk's order: the pending ones first (still to answer), then the answered; each in the order they came (by id). */
export function inDeskOrder(proposals: readonly Proposal[]): Proposal[] {
  const pending = (p: Proposal) => (p.status === 'PENDING' ? 0 : 1);
  return [...proposals].sort((a, b) => pending(a) - pending(b) || a.id - b.id);
}

const isOwner = (p: Proposal, me: ProposalUser) => p.owner.id === me.id;

/** Its owner (who may still write proposals) or a proposal admin, while the desk has not answered it. */
export function mayEdit(p: Proposal, me: ProposalUser | null | undefined): boolean {
  return p.status === 'PENDING' && mayTrash(p, me);
}

/** Its owner (who may still write proposals) or a proposal admin, whatever its status. */
export function mayTrash(p: Proposal, me: ProposalUser | null | undefined): boolean {
  if (!me) return false;
  return hasRole(me.roles, ROLES.proposalAdmin) || (isOwner(p, me) && hasRole(me.roles, ROLES.proposalWrite));
}

/**
 * Back from the trash (`PUT /api/proposals/restore`): the rule of trashing, its owner (who may still write
 * proposals) or a proposal admin, whatever its status; the server answers 403 for anyone else's.
 */
export function mayRestore(p: Proposal, me: ProposalUser | null | undefined): boolean {
  return mayTrash(p, me);
}

/** The desk (assignment writers) accepts or declines it while it is pending. */
export function mayAnswer(p: Proposal, me: ProposalUser | null | undefined): boolean {
  return Boolean(me) && p.status === 'PENDING' && hasRole(me?.roles, ROLES.assignmentWrite);
}

/** Lines of a pitch the list shows before "Show all". */
export const LEAD_LINES = 3;
/** Characters of a pitch the list shows before "Show all" (a long first paragraph). */
export const LEAD_CHARS = 280;

/** The first lines of a pitch (blank lines dropped), and whether there is more of it. */
export function pitchLead(content: string): { lead: string; more: boolean } {
  const lines = content
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '');
  let lead = lines.slice(0, LEAD_LINES).join('\n');
  let more = lines.length > LEAD_LINES;
  if (lead.length > LEAD_CHARS) {
    lead = `${lead.slice(0, LEAD_CHARS).trimEnd()}…`;
    more = true;
  }
  return { lead, more };
}

/**
 * The day a new proposal is for: the list's day when it is later than today (a desk planning next week),
 * else tomorrow (what journalists pitch for most; today's is typed in the form).
 */
export function newProposalDay(shown: string, today: string): string {
  return shown > today ? shown : shiftDate(today, 1);
}

/** A day as a list's cell shows it, short, in the UI language (`Sat, Nov 28`); anything else as it is. */
export function shortDay(iso: string, language: string): string {
  if (!isIsoDate(iso)) return iso;
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
}

/** An instant as a list's cell shows it: date and time to the minute, in the UI language and the browser's zone (`11/28/26, 4:20 PM`). */
export function shortInstant(instant: string, language: string): string {
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? instant : new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(at);
}
