import { describe, expect, it } from 'vitest';
import { cssString, pageCss } from './pageStyle';
import { mapLimit } from './pool';
import { readPrintPreferences } from './printPreferences';
import { DEFAULT_OPTIONS } from './printOptions';

describe('the @page rule', () => {
  it('sets A4 in the chosen orientation with 12 mm margins, and a running footer', () => {
    const css = pageCss('landscape', 'Evening News — 2026-11-22', 'Page');
    expect(css).toContain('size: A4 landscape; margin: 12mm');
    expect(css).toContain('@bottom-left { content: "Evening News — 2026-11-22"');
    expect(css).toContain('content: "Page " counter(page) " / " counter(pages)');
  });

  it('escapes what it quotes', () => {
    expect(cssString('say "hi" \\ now\nthen')).toBe('"say \\"hi\\" \\\\ now then"');
  });
});

describe('fetching a few at a time', () => {
  it('never has more than the limit in flight and keeps the order', async () => {
    let inFlight = 0;
    let most = 0;
    const out = await mapLimit([1, 2, 3, 4, 5, 6, 7, 8, 9], 3, async (n) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, (10 - n) * 2));
      inFlight -= 1;
      return n * 10;
    });
    expect(out).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(most).toBe(3);
    expect(await mapLimit([], 4, async () => 1)).toEqual([]);
  });
});

describe('kept print preferences', () => {
  it('keep valid choices and drop the rest', () => {
    expect(readPrintPreferences(JSON.stringify({ what: 'scripts', fontSize: 14, orientation: 'landscape', standby: false, comments: false }))).toEqual({
      what: 'scripts',
      fontSize: 14,
      orientation: 'landscape',
      standby: false,
      comments: false,
    });
    const defaults = { what: DEFAULT_OPTIONS.what, fontSize: DEFAULT_OPTIONS.fontSize, orientation: DEFAULT_OPTIONS.orientation, standby: true, comments: true };
    expect(readPrintPreferences(JSON.stringify({ what: 'poster', fontSize: 11, orientation: 1 }))).toEqual(defaults);
    expect(readPrintPreferences('not json')).toEqual(defaults);
    expect(readPrintPreferences(null)).toEqual(defaults);
  });
});
