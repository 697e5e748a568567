import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type DirectoryConfig } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { StoredPasswordField } from '../../shared/ui/StoredPasswordField';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useGroupsQuery } from '../groups/groupsApi';
import { directoryInputOf, directoryProblemsOf, formOfDirectoryConfig, isLdaps, isPlainLdap, problemsOnRows, rowsSent, type DirectoryForm } from './directoryForm';
import { useUpdateDirectoryConfigMutation } from './directoryApi';
import { GroupMappingsEditor } from './GroupMappingsEditor';

type TextField = 'url' | 'bindDn' | 'baseDn' | 'userFilter' | 'loginAttribute' | 'nameAttribute' | 'emailAttribute';
const SHOWN: readonly string[] = ['enabled', 'url', 'startTls', 'bindDn', 'bindPassword', 'baseDn', 'userFilter', 'loginAttribute', 'nameAttribute', 'emailAttribute'] satisfies (keyof DirectoryForm)[];
const PLACEHOLDERS: Partial<Record<TextField, string>> = {
  url: 'ldap://ldap.example.org:389',
  bindDn: 'cn=newsroom,ou=services,dc=example,dc=org',
  baseDn: 'ou=people,dc=example,dc=org',
};

/** The directory service's settings: connection, where and how users are found, group mappings. */
export function DirectoryConfigForm({ config }: { config: DirectoryConfig }) {
  const { t } = useTranslation('admin');
  const { data: groups = [] } = useGroupsQuery();
  const [form, setForm] = useState<DirectoryForm>(() => formOfDirectoryConfig(config));
  const [passwordSet, setPasswordSet] = useState(config.passwordSet);
  const { problems, setProblems, errorOf, clear, others } = useFieldErrors();
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'error'; code: ApiErrorCode } | null>(null);
  const [save, { isLoading: saving }] = useUpdateDirectoryConfigMutation();
  const ldaps = isLdaps(form.url);

  const set = <K extends keyof DirectoryForm>(field: K, value: DirectoryForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const sent = rowsSent(form);
    const found = problemsOnRows(directoryProblemsOf(form), sent);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ kind: 'error', code: 'validation' });
      return;
    }
    try {
      const saved = await save(directoryInputOf(form)).unwrap();
      setForm(formOfDirectoryConfig(saved));
      setPasswordSet(saved.passwordSet);
      setOutcome({ kind: 'saved' });
    } catch (err) {
      const failure = err as Parameters<typeof errorCodeOf>[0];
      setProblems(problemsOnRows(errorFieldsOf(failure), sent));
      setOutcome({ kind: 'error', code: errorCodeOf(failure) });
    }
  };

  const text = (field: TextField, wide = false) => (
    <FormField id={`directory-${field}`} label={t(`directory.fields.${field}`)} error={errorOf(field)} hint={t(`directory.hints.${field}`)} wide={wide}>
      <input
        id={`directory-${field}`}
        value={form[field]}
        onChange={(e) => set(field, e.target.value)}
        placeholder={PLACEHOLDERS[field]}
        spellCheck={false}
        aria-invalid={Boolean(errorOf(field))}
        data-testid={`directory-${field}`}
      />
    </FormField>
  );
  const mappingProblems = Object.keys(problems).filter((name) => name.startsWith('groupMappings['));

  return (
    <form className="plain-form" onSubmit={(e) => void submit(e)} noValidate data-testid="directory-form">
      <fieldset className="form-section" disabled={saving}>
        <legend>{t('directory.connection')}</legend>
        <label className="check">
          <input type="checkbox" checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} data-testid="directory-enabled" />
          <span>{t('directory.fields.enabled')}</span>
        </label>
        <div className="form-grid">
          {text('url', true)}
          <div className="field wide">
            <label className="check">
              <input type="checkbox" checked={form.startTls && !ldaps} disabled={ldaps} onChange={(e) => set('startTls', e.target.checked)} data-testid="directory-startTls" />
              <span>{t('directory.fields.startTls')}</span>
            </label>
            {errorOf('startTls') ? (
              <span className="field-error" data-testid="error-directory-startTls">{errorOf('startTls')}</span>
            ) : ldaps ? (
              <span className="hint">{t('directory.hints.startTlsLdaps')}</span>
            ) : (
              !form.startTls && isPlainLdap(form.url) && <span className="field-warning" role="note" data-testid="directory-plain-warning">{t('directory.hints.startTlsOff')}</span>
            )}
          </div>
          {text('bindDn')}
          <StoredPasswordField
            id="directory-bindPassword"
            label={t('directory.fields.bindPassword')}
            stored={passwordSet}
            value={form.bindPassword}
            onChange={(v) => set('bindPassword', v)}
            removing={form.removeBindPassword}
            onRemovingChange={(on) => {
              setForm((f) => ({ ...f, removeBindPassword: on, bindPassword: '' }));
              clear('bindPassword');
            }}
            error={errorOf('bindPassword')}
            hint={t('directory.hints.bindPassword')}
          />
        </div>
      </fieldset>
      <fieldset className="form-section" disabled={saving}>
        <legend>{t('directory.users')}</legend>
        <div className="form-grid">
          {text('baseDn', true)}
          {text('userFilter', true)}
          {text('loginAttribute')}
          {text('nameAttribute')}
          {text('emailAttribute')}
        </div>
      </fieldset>
      <fieldset className="form-section" disabled={saving}>
        <legend>{t('directory.mappings.title')}</legend>
        <p className="hint">{t('directory.mappings.intro')}</p>
        <GroupMappingsEditor
          rows={form.groupMappings}
          groups={groups}
          onChange={(rows) => {
            setForm((f) => ({ ...f, groupMappings: rows }));
            mappingProblems.forEach(clear);
          }}
          errorOf={errorOf}
        />
      </fieldset>
      {outcome?.kind === 'error' && <ErrorMessage code={outcome.code} fields={others([...SHOWN, ...mappingProblems])} testId="directory-error" />}
      {outcome?.kind === 'saved' && (
        <p className="form-notice" role="status" data-testid="directory-saved">
          {t('directory.saved')}
        </p>
      )}
      <footer className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="directory-save">
          {saving ? t('saving') : t('save')}
        </button>
      </footer>
    </form>
  );
}
