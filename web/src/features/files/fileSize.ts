/**
 * A file's size as people read it, in their language: `12 bytes`, `1.5 kB`, `10 MB` (`1,5 kB` in es and
 * pt-BR). Units of 1024 bytes, as the upload limits count them (upload.ts), one decimal at most.
 */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

export function formatFileSize(bytes: number, language: string): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: UNITS[unit], unitDisplay: unit === 0 ? 'long' : 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
