/** The addresses of the reportage screens (web.md section 2). */
export const REPORTAGES_PATH = '/reportages';
export const NEW_REPORTAGE_PATH = '/reportages/newReportage';
export const reportageViewPath = (id: number) => `/reportages/reportageView/${id}`;
export const reportageEditPath = (id: number) => `/reportages/editReportage/${id}`;
export const reportageTpModePath = (id: number) => `/reportages/tpMode/${id}`;
