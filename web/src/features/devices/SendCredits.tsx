/**
 * "Send credits" (web.md section 3): the people of the show (presenters, reporters, editors, image
 * editors) to the program's CG device (`POST /api/rundowns/{id}/credits`). A failure shows the spec's
 * "Credits sending failure." in the rundown's banner; success says where they went.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { errorCodeOf, errorFieldsOf } from '@newsroom/api';
import type { RundownId } from '@newsroom/api';
import { actionFailed, errorDismissed } from '../rundown/rundownUiSlice';
import { useSendCreditsMutation } from './devicesApi';

export function SendCredits({ rundownId }: { rundownId: RundownId }) {
  const { t } = useTranslation('devices');
  const dispatch = useAppDispatch();
  const [send, sending] = useSendCreditsMutation();
  const [sent, setSent] = useState<{ device: string; names: number } | null>(null);
  const onClick = () => {
    setSent(null);
    send(rundownId)
      .unwrap()
      .then((r) => {
        dispatch(errorDismissed());
        setSent(r);
      })
      .catch((err: Parameters<typeof errorCodeOf>[0]) => dispatch(actionFailed(errorCodeOf(err), errorFieldsOf(err))));
  };
  return (
    <span className="send-credits">
      <button type="button" className="btn btn-small" onClick={onClick} disabled={sending.isLoading} title={t('credits.hint')} data-testid="send-credits">
        {t('credits.send')}
      </button>
      {sent && (
        <span className="muted" role="status" data-testid="credits-sent">
          {t('credits.sent', { device: sent.device, count: sent.names })}
        </span>
      )}
    </span>
  );
}
