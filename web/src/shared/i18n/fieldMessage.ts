/**
 * The words of a field problem of a 422 (docs/api-design.md, "Field errors"): `error:fieldCodes.<code>`
 * with the problem's parameters. A code this client does not know yet falls back to the generic
 * "invalid values" message rather than showing a key.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldCode } from '@newsroom/api';
import { resources } from './resources';

/**
 * A field problem as a screen shows it: the server's `FieldProblem` (docs/openapi.json), or one a form
 * finds itself before sending, with the same codes. `params` are the values its message names; the
 * document types them as a free object, so they are typed here.
 */
export interface FormFieldProblem {
  code: FieldCode | (string & {});
  params?: Record<string, string | number> | null;
}

/** Whether the catalogues have words for `code` (the i18n test holds them to the document's `FieldCode`). */
export const isKnownFieldCode = (code: string): code is FieldCode & keyof (typeof resources)['en']['error']['fieldCodes'] =>
  code in resources.en.error.fieldCodes;

/** A function that puts a field problem into the user's language. */
export function useFieldMessage(): (problem: FormFieldProblem) => string {
  const { t } = useTranslation('error');
  return useCallback(
    (problem: FormFieldProblem) => (isKnownFieldCode(problem.code) ? t(`fieldCodes.${problem.code}`, problem.params ?? {}) : t('fieldCodes.invalid')),
    [t],
  );
}
