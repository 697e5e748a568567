/**
 * The rundown's date, start, end and planned production, changed from the header by writers (web.md
 * sections 3 and 4): only the fields that changed are sent, one patch each, the date last. What the server
 * refuses (an earlier date, a date the program already has a rundown on) is shown here, in the user's
 * language; what it accepted before stays.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type Rundown } from '@newsroom/api';
import { useFieldMessage, type FormFieldProblem } from '../../shared/i18n/fieldMessage';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { Modal } from '../../shared/ui/Modal';
import { DialogFooter } from './DialogFooter';
import { usePatchRundownMutation } from './rundownPatchApi';
import { timesFormOf, timesPatches, type TimesField, type TimesForm } from './rundownTimes';

const FIELDS: readonly { field: TimesField; type: string; hint?: `times.${Exclude<TimesField, 'date'>}Hint` }[] = [
  { field: 'date', type: 'date' },
  { field: 'start', type: 'text', hint: 'times.startHint' },
  { field: 'end', type: 'text', hint: 'times.endHint' },
  { field: 'production', type: 'text', hint: 'times.productionHint' },
];

export function RundownTimesDialog({ rundown, onClose }: { rundown: Rundown; onClose: () => void }) {
  const { t } = useTranslation('rundown');
  const fieldMessage = useFieldMessage();
  const [form, setForm] = useState<TimesForm>(() => timesFormOf(rundown));
  const [errors, setErrors] = useState<Partial<Record<string, FormFieldProblem>>>({});
  const [failed, setFailed] = useState<ApiErrorCode | null>(null);
  const [patch, { isLoading }] = usePatchRundownMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailed(null);
    const result = timesPatches(rundown, form);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    for (const change of result.patches) {
      try {
        await patch({ id: rundown.id, ...change }).unwrap();
      } catch (err) {
        const error = err as Parameters<typeof errorCodeOf>[0];
        setFailed(errorCodeOf(error));
        return setErrors(errorFieldsOf(error));
      }
    }
    onClose();
  };

  return (
    <Modal id="rundown-times-title" title={t('times.title')} closeLabel={t('dialog.close')} onClose={onClose} testId="rundown-times-dialog">
      <form className="dialog-form" onSubmit={(e) => void submit(e)} noValidate>
        {failed && <ErrorMessage code={failed} testId="rundown-times-error" />}
        <fieldset className="form-section" disabled={isLoading}>
          <div className="form-grid">
            {FIELDS.map(({ field, type, hint }) => (
              <FormField
                key={field}
                id={`rundown-${field}-input`}
                label={t(`times.${field}`)}
                hint={hint && t(hint)}
                error={errors[field] && fieldMessage(errors[field])}
              >
                <input
                  id={`rundown-${field}-input`}
                  type={type}
                  value={form[field]}
                  onChange={(e) => setForm({ ...form, [field]: e.target.value })}
                  data-testid={`times-${field}`}
                />
              </FormField>
            ))}
          </div>
          <p className="hint">{t('times.dateRule')}</p>
        </fieldset>
        <DialogFooter onCancel={onClose} submitLabel={t('times.save')} busy={isLoading} submitTestId="times-save" />
      </form>
    </Modal>
  );
}
