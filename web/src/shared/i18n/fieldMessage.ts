/**
 * The words of a field problem of a 422 (docs/api-design.md, "Field errors"): `error:fieldCodes.<code>`
 * with the problem's parameters. A code this client does not know yet falls back to the generic
 * "invalid values" message rather than showing a key.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '@newsroom/api';
import { resources } from './resources';

type FieldCode = keyof (typeof resources)['en']['error']['fieldCodes'];

/** Whether the catalogues have words for `code`. */
export const isKnownFieldCode = (code: string): code is FieldCode => code in resources.en.error.fieldCodes;

/** A function that puts a field problem into the user's language. */
export function useFieldMessage(): (problem: FieldProblem) => string {
  const { t } = useTranslation('error');
  return useCallback(
    (problem: FieldProblem) => (isKnownFieldCode(problem.code) ? t(`fieldCodes.${problem.code}`, problem.params ?? {}) : t('fieldCodes.invalid')),
    [t],
  );
}
