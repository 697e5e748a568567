import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it('picks the unit and writes the number in the language', () => {
    expect(formatFileSize(12, 'en')).toBe('12 bytes');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(1536, 'pt-BR')).toBe('1,5 kB');
    expect(formatFileSize(10 * 1024 * 1024, 'es')).toBe('10 MB');
    expect(formatFileSize(3 * 1024 ** 3, 'en')).toBe('3 GB');
  });
});
