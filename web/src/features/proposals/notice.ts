/** What the proposals page says above its list after an action (its own, the form's, the trash's, a proposal page's), and a proposal's page above it. */
export type ProposalNotice =
  | { kind: 'restored'; count: number }
  | { kind: 'sent' | 'saved' | 'declined' | 'trashed'; slug: string }
  /** Accepted: the assignment made of it, offered at once. */
  | { kind: 'accepted'; slug: string; assignmentId: number };
