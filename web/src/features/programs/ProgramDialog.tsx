/**
 * The dialog to create or edit a program: name, start and end, planned production, active, legacy mode,
 * drawer, CG device, staff, allowed groups and presenters (web.md section 3). What the form finds wrong
 * and a 422's field problems stand beside their fields; a 409 says the name is another program's (web.md
 * section 8: "The data entered by you conflicts with another existing record.").
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, parseId, type ApiErrorCode, type DeviceId, type Presenter, type Program } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { Modal } from '../../shared/ui/Modal';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useDevicesQuery } from '../devices/devicesApi';
import { ProgramAccessFields } from './ProgramAccessFields';
import { PresentersEditor } from './PresentersEditor';
import { formOfProgram, newProgramForm, programInputOf, type ProgramField, type ProgramForm } from './programForm';
import { useSaveProgram } from './useSaveProgram';

interface Props {
  /** null: a new program. */
  program: Program | null;
  /** The program's presenters when it was opened. */
  presenters: readonly Presenter[];
  canReadDevices: boolean;
  onClose: () => void;
  onSaved: (notice: 'created' | 'saved') => void;
}

/** Fields with a place in the form; problems of others are listed under the form's message. */
const SHOWN = ['name', 'start', 'end', 'production', 'cgDeviceId', 'deviceId', 'editors', 'imageEditors', 'announcers', 'allowedGroups', 'presenters'];
const isShown = (field: string) => SHOWN.includes(field) || field.startsWith('presenters.');

export function ProgramDialog({ program, presenters, canReadDevices, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const [current, setCurrent] = useState(program);
  const [presentersBefore, setPresentersBefore] = useState(presenters);
  const [form, setForm] = useState<ProgramForm>(() => (program ? formOfProgram(program, presenters) : newProgramForm()));
  const { problems, setProblems, errorOf, clear } = useFieldErrors();
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const { saveProgram, busy } = useSaveProgram();
  const { data: devices } = useDevicesQuery(undefined, { skip: !canReadDevices });
  const cgDevices = (devices ?? []).filter((d) => d.spec.type === 'CG');

  const set = <K extends ProgramField>(field: K, value: ProgramForm[K], changed: string = field) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (changed === 'presenters') setProblems((all) => Object.fromEntries(Object.entries(all).filter(([name]) => !name.startsWith('presenters'))));
    else clear(changed);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const result = programInputOf(form);
    if (!result.ok) {
      setProblems(result.errors);
      setError('validation');
      return;
    }
    setProblems({});
    const outcome = await saveProgram(current, presentersBefore, result.save);
    if (outcome.ok) return onSaved(program ? 'saved' : 'created');
    // What was saved so far: a new try edits this program rather than making another.
    setCurrent(outcome.program);
    setPresentersBefore(outcome.presenters);
    const fields = errorFieldsOf(outcome.error);
    setProblems('deviceId' in fields ? { ...fields, cgDeviceId: fields.deviceId } : fields);
    setError(errorCodeOf(outcome.error));
  };

  const others = Object.fromEntries(Object.entries(problems).filter(([name]) => !isShown(name)));
  const text = (field: 'name' | 'start' | 'end' | 'production', hint?: string) => (
    <FormField id={`program-${field}`} label={t(`programs.fields.${field}`)} error={errorOf(field)} hint={hint}>
      <input id={`program-${field}`} value={form[field]} onChange={(e) => set(field, e.target.value)} aria-invalid={Boolean(errorOf(field))} autoFocus={field === 'name'} placeholder={field === 'start' || field === 'end' ? 'HH:mm:ss' : undefined} data-testid={`program-${field}`} />
    </FormField>
  );
  const check = (field: 'active' | 'legacyMode' | 'drawer') => (
    <label className="check">
      <input type="checkbox" checked={form[field]} onChange={(e) => set(field, e.target.checked)} data-testid={`program-${field}`} />
      <span>{t(`programs.fields.${field}`)}</span>
    </label>
  );

  return (
    <Modal id="program-dialog-title" title={current ? t('programs.editTitle', { name: current.name }) : t('programs.newTitle')} closeLabel={t('close')} onClose={onClose} testId="program-dialog" wide>
      <form className="dialog-form" onSubmit={(e) => void submit(e)} noValidate data-testid="program-form">
        <fieldset className="form-section" disabled={busy}>
          <div className="form-grid">
            <div className="wide">{text('name')}</div>
            {text('start', t('programs.hints.time'))}
            {text('end', t('programs.hints.end'))}
            {text('production', t('programs.hints.production'))}
            <FormField id="program-cgDeviceId" label={t('programs.fields.cgDeviceId')} error={errorOf('cgDeviceId')} hint={canReadDevices ? undefined : t('programs.hints.devicesUnreadable')}>
              <select id="program-cgDeviceId" value={form.cgDeviceId ?? ''} disabled={!canReadDevices} onChange={(e) => set('cgDeviceId', parseId<DeviceId>(e.target.value))} data-testid="program-cgDeviceId">
                <option value="">{t('programs.noDevice')}</option>
                {cgDevices.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.spec.name}
                  </option>
                ))}
                {form.cgDeviceId != null && !cgDevices.some((d) => d.id === form.cgDeviceId) && <option value={form.cgDeviceId}>#{form.cgDeviceId}</option>}
              </select>
            </FormField>
            <div className="field checks wide program-checks">
              {check('active')}
              {check('legacyMode')}
              {check('drawer')}
            </div>
          </div>
        </fieldset>
        <fieldset className="bare-fieldset" disabled={busy}>
          <ProgramAccessFields form={form} set={set} errorOf={errorOf} />
        </fieldset>
        <fieldset className="form-section" disabled={busy}>
          <legend>{t('programs.fields.presenters')}</legend>
          <PresentersEditor rows={form.presenters} onChange={(rows, changed) => set('presenters', rows, changed)} errorOf={errorOf} />
        </fieldset>
        {error && <ErrorMessage code={error} fields={others} testId="program-form-error" />}
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="program-save">
            {busy ? t('saving') : current ? t('save') : t('create')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
