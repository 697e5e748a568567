/**
 * A document's fields read only on its page (AssignmentPage, ReportagePage): one label and value a line,
 * each value with the test id `{testId}-{key}`; the kind says which fields, in its words.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '@newsroom/time';
import { useNames } from '../users/useNames';
import type { DocumentNamespace } from './kinds';
import './documents.css';

/** `[key, label, value]`. */
export type DetailRow = [string, string, ReactNode];

interface Props {
  rows: readonly DetailRow[];
  /** Of the list; each value's is `{testId}-{key}`. */
  testId: string;
  className: string;
  /** `data-*` attributes of the list (its state, ...). */
  data?: Record<`data-${string}`, string | boolean>;
  /** Lines after the rows (a long text). */
  children?: ReactNode;
}

export function DocumentDetails({ rows, testId, className, data, children }: Props) {
  return (
    <dl className={`document-view ${className}`} data-testid={testId} {...data}>
      {rows.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-testid={`${testId}-${key}`}>{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}

/** How a document's page shows an instant (`date time`) and people (their names, or the kind's "none"). */
export function useDetailValues(ns: DocumentNamespace) {
  const { t, i18n } = useTranslation(ns);
  const { programNames, userNames } = useNames();
  return {
    programNames,
    at: (instant: string) => {
      const { date, time } = formatInstant(instant, i18n.language);
      return `${date} ${time}`;
    },
    people: (ids: readonly number[]) => (ids.length ? userNames(ids) : t('view.none')),
  };
}
