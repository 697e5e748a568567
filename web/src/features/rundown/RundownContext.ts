import { createContext, useContext } from 'react';
import type { RundownActions } from './useRundownActions';
import type { TimingMode } from './timingMode';

/**
 * What every row of the grid needs: may the user change the rundown (the write role, and the rundown is
 * not displayed: a show that aired is locked), which timing mode, and the actions.
 */
export interface GridContext {
  canEdit: boolean;
  mode: TimingMode;
  actions: RundownActions;
}

export const RundownGridContext = createContext<GridContext | null>(null);

export function useGrid(): GridContext {
  const ctx = useContext(RundownGridContext);
  if (!ctx) throw new Error('useGrid outside the rundown grid');
  return ctx;
}
