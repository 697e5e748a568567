/**
 * Who sees a document, in its form (the document base: private, seen by its owner and the users chosen):
 * "Private" and, while it is on, the people allowed (the active users). Only the owner changes either
 * (403 otherwise): for anyone else both are disabled, with a word saying whose they are, and the form sends
 * them back as they were. In the kind's words (`form.private`, `form.ownerOnly`, `form.allowedUserIds`,
 * `form.noUsers`). Test ids: `{prefix}-privacy`, `{prefix}-private`, `{prefix}-allowedUserIds`.
 */
import { useTranslation } from 'react-i18next';
import type { UserId } from '@newsroom/api';
import type { DocumentNamespace } from './kinds';
import { PeoplePicker } from './PeoplePicker';

interface Props {
  /** The kind's prefix of ids and test ids: `production`, `report`. */
  prefix: string;
  ns: DocumentNamespace;
  private: boolean;
  allowedUserIds: readonly UserId[];
  onPrivate: (on: boolean) => void;
  onAllowed: (ids: UserId[]) => void;
  /** The owner's nickname when the user is not the owner (read only); null: the owner, or a new document. */
  lockedOwner: string | null;
  errorOf: (field: string) => string | undefined;
}

export function PrivacyFields({ prefix, ns, private: secret, allowedUserIds, onPrivate, onAllowed, lockedOwner, errorOf }: Props) {
  const { t } = useTranslation(ns);
  return (
    <fieldset className="form-section" data-testid={`${prefix}-privacy`}>
      <label className="check">
        <input type="checkbox" checked={secret} disabled={lockedOwner !== null} onChange={(e) => onPrivate(e.target.checked)} data-testid={`${prefix}-private`} />
        <span>{t('form.private')}</span>
      </label>
      {lockedOwner !== null && <p className="hint">{t('form.ownerOnly', { owner: lockedOwner })}</p>}
      {errorOf('private') && <span className="field-error">{errorOf('private')}</span>}
      {secret && (
        <PeoplePicker id={`${prefix}-allowedUserIds`} label={t('form.allowedUserIds')} picker="active" chosen={allowedUserIds} onChange={onAllowed} emptyText={t('form.noUsers')} error={errorOf('allowedUserIds')} disabled={lockedOwner !== null} />
      )}
    </fieldset>
  );
}
