/**
 * What the licence means for the people using the desk (pure; web.md sections 8 and 9): administrators
 * are warned while it is EXPIRING ("near-expiry warning with days left") or EXPIRED ("License expired or
 * invalid"); the community edition and an active licence say nothing.
 */
import type { Licence } from '@newsroom/api';

export type LicenceWarning = { status: 'EXPIRING'; daysLeft: number } | { status: 'EXPIRED' };

export function licenceWarningOf(licence: Licence | undefined): LicenceWarning | null {
  if (licence?.status === 'EXPIRING') return { status: 'EXPIRING', daysLeft: Math.max(0, licence.daysLeft ?? 0) };
  if (licence?.status === 'EXPIRED') return { status: 'EXPIRED' };
  return null;
}

/** A licence file's text, as `PUT /api/licence` takes it (`{file}`); FileReader, which every browser has. */
export function readLicenceFile(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('the file cannot be read'));
    reader.readAsText(file);
  });
}
