/** The address of an assignment's page (web.md section 2: `/assignments/assignment/{id}`). */
export const assignmentPath = (id: number) => `/assignments/assignment/${id}`;
