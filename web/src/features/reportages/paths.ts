/** The addresses of the reportage screens (web.md section 2). */
export const REPORTAGES_PATH = '/reportages';
export const NEW_REPORTAGE_PATH = '/reportages/newReportage';
export const reportageViewPath = (id: number) => `/reportages/reportageView/${id}`;
export const reportageEditPath = (id: number) => `/reportages/editReportage/${id}`;
/** One section alone ("edit an item"): `index` is its place in the reportage's sections, from 0. */
export const reportageSectionEditPath = (id: number, index: number) => `/reportages/editReportageItem/${id}?section=${index}`;
export const reportageTpModePath = (id: number) => `/reportages/tpMode/${id}`;
/** Its graphics (CG items): "edit graphics", news report write. */
export const reportageCgPath = (id: number) => `/reportages/editCg/${id}`;
