/**
 * What a document's page shows where the document goes: 404 for an address without a valid id, a spinner
 * while it loads, the API's error (a private one the caller may not see is a 404 too), else the document.
 */
import type { ReactNode } from 'react';
import { errorCodeOf, type CallError, type DocumentId } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';

interface Props<D> {
  id: DocumentId | null;
  /** The kind's query of it. */
  query: { data?: D; error?: CallError; isLoading: boolean };
  children: (document: D) => ReactNode;
}

export function DocumentBody<D>({ id, query: { data, error, isLoading }, children }: Props<D>) {
  if (id === null) return <ErrorMessage code="not_found" />;
  if (isLoading) return <Spinner />;
  if (!data) return <ErrorMessage code={errorCodeOf(error)} />;
  return children(data);
}
