/** The addresses of the round screens, named as the productions' and reportages' are (web.md section 2). */
export const ROUNDS_PATH = '/rounds';
export const NEW_ROUND_PATH = '/rounds/newRound';
export const roundPath = (id: number) => `/rounds/round/${id}`;
export const roundEditPath = (id: number) => `/rounds/editRound/${id}`;
