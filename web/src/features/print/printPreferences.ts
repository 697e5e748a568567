/**
 * The print choices a user keeps from one print to the next (localStorage `printPreferences`, JSON, like
 * the rundown's preferences): contents, font size, orientation, standby and comments. The timing column
 * always starts from the rundown screen's timing mode, and the block range from the whole rundown.
 */
import { DEFAULT_OPTIONS, fontSizeError, ORIENTATIONS, PRINT_CONTENTS, type PrintOptions } from './printOptions';

export const PRINT_PREFERENCES_KEY = 'printPreferences';

type Kept = Pick<PrintOptions, 'what' | 'fontSize' | 'orientation' | 'standby' | 'comments'>;

/** The kept choices over the defaults; anything missing or invalid is the default. */
export function readPrintPreferences(raw: string | null): Kept {
  const kept: Kept = { what: DEFAULT_OPTIONS.what, fontSize: DEFAULT_OPTIONS.fontSize, orientation: DEFAULT_OPTIONS.orientation, standby: DEFAULT_OPTIONS.standby, comments: DEFAULT_OPTIONS.comments };
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    return kept;
  }
  if ((PRINT_CONTENTS as readonly unknown[]).includes(stored.what)) kept.what = stored.what as Kept['what'];
  if (typeof stored.fontSize === 'number' && fontSizeError(stored.fontSize) === null) kept.fontSize = stored.fontSize;
  if ((ORIENTATIONS as readonly unknown[]).includes(stored.orientation)) kept.orientation = stored.orientation as Kept['orientation'];
  if (typeof stored.standby === 'boolean') kept.standby = stored.standby;
  if (typeof stored.comments === 'boolean') kept.comments = stored.comments;
  return kept;
}

export function loadPrintPreferences(): Kept {
  try {
    return readPrintPreferences(localStorage.getItem(PRINT_PREFERENCES_KEY));
  } catch {
    return readPrintPreferences(null);
  }
}

export function savePrintPreferences({ what, fontSize, orientation, standby, comments }: PrintOptions) {
  try {
    localStorage.setItem(PRINT_PREFERENCES_KEY, JSON.stringify({ what, fontSize, orientation, standby, comments }));
  } catch {
    /* no storage: the choice lasts for this dialog only */
  }
}
