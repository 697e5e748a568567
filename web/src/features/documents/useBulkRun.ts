/**
 * A change of several documents from a list's actions (set their state, trash, approve, ...): all or none;
 * when it succeeds the list is told what to say, when it fails the failure is kept to be shown until
 * dismissed or the next try.
 */
import { useState } from 'react';
import type { CallError } from '@newsroom/api';

export function useBulkRun<Notice>(onDone: (notice: Notice) => void) {
  const [failure, setFailure] = useState<CallError | null>(null);
  const run = async (change: () => Promise<unknown>, notice: Notice) => {
    setFailure(null);
    try {
      await change();
      onDone(notice);
    } catch (err) {
      setFailure(err as CallError);
    }
  };
  return { run, failure, dismiss: () => setFailure(null) };
}
