import { describe, expect, it } from 'vitest';
import type { BlockId } from '@newsroom/api';
import { DEFAULT_OPTIONS, FONT_SIZES, fontSizeError, fromQuery, gridFontSize, parseFontSize, printPath, toQuery, type PrintOptions } from './printOptions';

describe('print font size (web.md section 5: "Print font size must be even.")', () => {
  it('accepts the even sizes from 8 to 24, and offers exactly those', () => {
    expect(FONT_SIZES).toEqual([8, 10, 12, 14, 16, 18, 20, 22, 24]);
    for (const size of FONT_SIZES) expect(fontSizeError(size), String(size)).toBeNull();
  });

  it('refuses an odd size with the spec rule', () => {
    for (const size of [9, 11, 13, 23]) expect(fontSizeError(size), String(size)).toBe('fontSizeOdd');
  });

  it('refuses sizes out of 8-24 and what is not a whole number with the range message', () => {
    for (const size of [0, 6, 7, 25, 26, 100, -10, 10.5, Number.NaN]) expect(fontSizeError(size), String(size)).toBe('fontSizeRange');
  });

  it('prints the grid at most at the size its columns fit, an even size in each orientation', () => {
    expect(gridFontSize(10, 'portrait')).toBe(10);
    expect(gridFontSize(24, 'portrait')).toBe(12);
    expect(gridFontSize(14, 'landscape')).toBe(14);
    expect(gridFontSize(24, 'landscape')).toBe(16);
    for (const size of FONT_SIZES) for (const o of ['portrait', 'landscape'] as const) expect(fontSizeError(gridFontSize(size, o))).toBeNull();
  });

  it('reads only whole numbers from the field', () => {
    expect(parseFontSize('12')).toBe(12);
    expect(parseFontSize(' 14 ')).toBe(14);
    for (const text of ['', '12pt', '1e1', '10.0', '-8', 'abc']) expect(parseFontSize(text), text).toBeNaN();
  });
});

describe('print options in the query string', () => {
  const options: PrintOptions = {
    what: 'both',
    fontSize: 14,
    orientation: 'landscape',
    timing: 'regressive',
    standby: false,
    comments: false,
    fromBlock: 2 as BlockId,
    toBlock: 3 as BlockId,
  };

  it('survive the round trip', () => {
    expect(fromQuery(toQuery(options))).toEqual({ options, error: null, noPrint: false });
    expect(fromQuery(toQuery(DEFAULT_OPTIONS, true))).toEqual({ options: DEFAULT_OPTIONS, error: null, noPrint: true });
  });

  it('take the defaults (and the screen timing mode) for what is missing or unknown', () => {
    const parsed = fromQuery('?what=poster&orientation=sideways&timing=nonsense&standby=maybe&from=x&to=-1', 'accumulated');
    expect(parsed.options).toEqual({ ...DEFAULT_OPTIONS, timing: 'accumulated' });
    expect(parsed.error).toBeNull();
  });

  it('keep a font size that breaks the rules and report it, so the view does not print', () => {
    expect(fromQuery('font=11').error).toBe('fontSizeOdd');
    expect(fromQuery('font=26').error).toBe('fontSizeRange');
    expect(fromQuery('font=big').error).toBe('fontSizeRange');
  });

  it('make the print view address', () => {
    expect(printPath('2026-11-22', 1, DEFAULT_OPTIONS, true)).toBe(
      '/rundown/2026-11-22/1/print?what=grid&font=10&orientation=portrait&timing=progressive&standby=1&comments=1&noPrint=1',
    );
  });
});
