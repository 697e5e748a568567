/**
 * The scripts screen's addresses and who may open it: readers of rundowns who may also read stories
 * (the screen shows both). Without the page, so that the route guard and the menu need not load it.
 */
import { ROLES, type RoleNeed } from '../auth/permissions';

/** `/scripts`: today's scripts of the first program the user may see. */
export const SCRIPTS_PATH = '/scripts';

/** `/scripts/{date}/{programId}`: the scripts of that rundown. */
export const scriptsPath = (date: string, programId: number) => `${SCRIPTS_PATH}/${date}/${programId}`;

/** Rundown read and story read, both. */
export const SCRIPTS_ROLES: RoleNeed = { all: [ROLES.rundownRead, ROLES.storyRead] };
