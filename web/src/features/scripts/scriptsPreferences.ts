/**
 * What the scripts screen remembers in this browser (localStorage `scriptsPreferences`, JSON, like the
 * print preferences): whether the scripts' editorial comments are shown. Shown unless turned off.
 */
export const SCRIPTS_PREFERENCES_KEY = 'scriptsPreferences';

export interface ScriptsPreferences {
  comments: boolean;
}

const DEFAULTS: ScriptsPreferences = { comments: true };

/** The kept choices over the defaults; anything missing or invalid is the default. */
export function readScriptsPreferences(raw: string | null): ScriptsPreferences {
  try {
    const stored: unknown = JSON.parse(raw ?? '{}');
    const comments = stored && typeof stored === 'object' ? (stored as Record<string, unknown>).comments : undefined;
    return { comments: typeof comments === 'boolean' ? comments : DEFAULTS.comments };
  } catch {
    return { ...DEFAULTS };
  }
}

export function loadScriptsPreferences(): ScriptsPreferences {
  try {
    return readScriptsPreferences(localStorage.getItem(SCRIPTS_PREFERENCES_KEY));
  } catch {
    return { ...DEFAULTS };
  }
}

export function saveScriptsPreferences(preferences: ScriptsPreferences) {
  try {
    localStorage.setItem(SCRIPTS_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    /* no storage: the choice lasts while the page is open */
  }
}
