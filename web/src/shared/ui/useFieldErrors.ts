/**
 * The per-field problems of a form: those a 422 named (or the form found itself), each cleared when its
 * field changes, translated on reading. `others(shown)` are the problems of fields the form has no place
 * for, to list under the form's message.
 */
import { useCallback, useState } from 'react';
import { useFieldMessage, type FormFieldProblem } from '../i18n/fieldMessage';

export function useFieldErrors() {
  const [problems, setProblems] = useState<Record<string, FormFieldProblem>>({});
  const fieldMessage = useFieldMessage();
  const errorOf = (field: string) => (problems[field] ? fieldMessage(problems[field]) : undefined);
  const clear = useCallback((field: string) => setProblems((all) => (field in all ? Object.fromEntries(Object.entries(all).filter(([name]) => name !== field)) : all)), []);
  const others = (shown: readonly string[]) => Object.fromEntries(Object.entries(problems).filter(([name]) => !shown.includes(name)));
  return { problems, setProblems, errorOf, clear, others };
}
