/** The addresses of the report screens, named as the other documents' are (web.md section 2). */
export const REPORTS_PATH = '/reports';
export const NEW_REPORT_PATH = '/reports/newReport';
export const reportPath = (id: number) => `/reports/report/${id}`;
export const reportEditPath = (id: number) => `/reports/editReport/${id}`;
/** web.md section 2: "create a report from an assignment" (report write); it opens the new report's form. */
export const newReportFromAssignmentPath = (assignmentId: number) => `/assignments/newReport/${assignmentId}`;
