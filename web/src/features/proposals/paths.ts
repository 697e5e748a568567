/** The addresses of the proposal screens, named as the other documents' are (web.md section 2). */
export const PROPOSALS_PATH = '/proposals';
export const NEW_PROPOSAL_PATH = '/proposals/newProposal';
/** One proposal's page (as `/reports/report/{id}`): what the list's slug and the general search open. */
export const proposalPath = (id: number) => `/proposals/proposal/${id}`;
export const proposalEditPath = (id: number) => `/proposals/editProposal/${id}`;
/** The list of a day (every program), as a proposal's form and page go back to it. */
export const proposalsOfDayPath = (date: string) => `${PROPOSALS_PATH}?${new URLSearchParams({ date })}`;
