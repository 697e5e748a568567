/** The addresses of the production (checklist) screens, named as the reportages' are (web.md section 2). */
export const PRODUCTIONS_PATH = '/productions';
export const NEW_PRODUCTION_PATH = '/productions/newProduction';
export const productionPath = (id: number) => `/productions/production/${id}`;
export const productionEditPath = (id: number) => `/productions/editProduction/${id}`;
