/**
 * The documents of one kind made from an assignment, on the assignment's page (its checklists, its
 * reports): each a link to its page (with what the kind adds after it: a checklist's progress), "none yet"
 * when there are none, and the kind's way to make one (a button or a link) under them. Test ids: `{testId}`
 * for the section, `{itemTestId}-{id}` for each link.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DocumentId } from '@newsroom/api';
import './documents.css';

interface Props<D extends { id: DocumentId; slug: string }> {
  testId: string;
  itemTestId: string;
  title: string;
  /** Said when none was made yet. */
  none: string;
  /** Undefined while loading. */
  documents: readonly D[] | undefined;
  pathOf: (id: DocumentId) => string;
  /** What follows a document's link. */
  after?: (document: D) => ReactNode;
  /** The kind's way to make one (for who may). */
  children?: ReactNode;
}

export function MadeFromAssignment<D extends { id: DocumentId; slug: string }>({ testId, itemTestId, title, none, documents, pathOf, after, children }: Props<D>) {
  return (
    <section className="made-from-assignment" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`}>{title}</h2>
      {documents && documents.length === 0 && <p className="muted small">{none}</p>}
      {documents && documents.length > 0 && (
        <ul className="made-from-assignment-list">
          {documents.map((d) => (
            <li key={d.id}>
              <Link to={pathOf(d.id)} data-testid={`${itemTestId}-${d.id}`}>
                {d.slug}
              </Link>
              {after && <> {after(d)}</>}
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
