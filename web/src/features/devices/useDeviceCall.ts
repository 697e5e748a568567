/**
 * A device call on a rundown (`PUT /api/rundowns/{id}/device/{action}`) from the rundown screen: which one
 * is pending, and a failure shown in the rundown's banner ("Device unreachable." when no device answered).
 */
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { errorCodeOf, errorFieldsOf } from '@newsroom/api';
import type { RundownId } from '@newsroom/api';
import { actionFailed, errorDismissed } from '../rundown/rundownUiSlice';
import { isDeviceUnreachable } from './deviceErrors';
import { useRundownDeviceActionMutation } from './devicesApi';
import type { RundownDeviceCall } from './deviceChoices';

export function useDeviceCall(rundownId: RundownId) {
  const dispatch = useAppDispatch();
  const [call] = useRundownDeviceActionMutation();
  const [pending, setPending] = useState<RundownDeviceCall | null>(null);

  /** The number of devices the call went to, or null when it failed (the banner says why). */
  const run = async (action: RundownDeviceCall): Promise<number | null> => {
    setPending(action);
    try {
      const { devices } = await call({ rundownId, action }).unwrap();
      dispatch(errorDismissed());
      return devices;
    } catch (err) {
      const failure = err as Parameters<typeof errorCodeOf>[0];
      if (isDeviceUnreachable(failure)) dispatch(actionFailed('deviceUnreachable'));
      else dispatch(actionFailed(errorCodeOf(failure), errorFieldsOf(failure)));
      return null;
    } finally {
      setPending(null);
    }
  };
  return { run, pending };
}
