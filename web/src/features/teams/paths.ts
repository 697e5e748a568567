/**
 * The teams schedule's address and who may open it, without the page (the route guard and the menu need
 * not load it).
 */
import { ROLES, type RoleNeed } from '../auth/permissions';

/** `/teams?date=YYYY-MM-DD`: the week of that day (none: this week). */
export const TEAMS_PATH = '/teams';

/** The week of `date`. */
export const teamsWeekPath = (date: string) => `${TEAMS_PATH}?date=${date}`;

/** Team read; changes need team write (the page decides). */
export const TEAMS_ROLES: RoleNeed = ROLES.teamRead;
