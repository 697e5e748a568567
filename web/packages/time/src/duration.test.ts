import { describe, expect, it } from 'vitest';
import { formatDuration, formatSeconds, parseIsoDuration, parseUserDuration, signOf, toIsoDuration } from './duration';

describe('parseIsoDuration', () => {
  it.each([
    ['PT0S', 0],
    ['PT1M30S', 90],
    ['PT25M', 1500],
    ['PT1H2M3S', 3723],
    ['-PT20S', -20],
    ['-PT21M30S', -1290],
    ['P1DT1S', 86401],
    ['PT1.6S', 2],
  ])('%s is %i seconds', (iso, secs) => {
    expect(parseIsoDuration(iso)).toBe(secs);
  });
  it.each(['', 'P', 'PT', '1:30', 'abc', null, undefined])('rejects %s', (bad) => {
    expect(parseIsoDuration(bad as string)).toBeNull();
  });
});

describe('toIsoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [90, 'PT1M30S'],
    [3600, 'PT1H'],
    [3723, 'PT1H2M3S'],
    [-20, '-PT20S'],
    [120, 'PT2M'],
  ])('%i is %s', (secs, iso) => {
    expect(toIsoDuration(secs)).toBe(iso);
  });
  it('round-trips', () => {
    for (const s of [0, 1, 59, 60, 61, 3599, 3600, 86399, -1, -3601]) {
      expect(parseIsoDuration(toIsoDuration(s))).toBe(s);
    }
  });
});

describe('formatSeconds / formatDuration', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [90, '01:30'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [-20, '-00:20'],
    [-1290, '-21:30'],
    [-3723, '-1:02:03'],
  ])('%i shows as %s', (secs, text) => {
    expect(formatSeconds(secs)).toBe(text);
  });
  it('formats ISO text and blanks nulls', () => {
    expect(formatDuration('PT8M30S')).toBe('08:30');
    expect(formatDuration('-PT21M30S')).toBe('-21:30');
    expect(formatDuration(null)).toBe('');
  });
});

describe('parseUserDuration', () => {
  it.each([
    ['', 0],
    ['90', 90],
    ['1:30', 90],
    ['01:30', 90],
    ['0:05', 5],
    ['75:00', 4500],
    ['1:02:03', 3723],
    ['PT2M', 120],
    ['pt2m', 120],
  ])('"%s" is %i seconds', (text, secs) => {
    expect(parseUserDuration(text)).toBe(secs);
  });
  it.each(['abc', '1:60', '1:60:00', '1:2:3:4', '-5', '1.5'])('rejects "%s"', (text) => {
    expect(parseUserDuration(text)).toBeNull();
  });
});

describe('signOf', () => {
  it('tells over from under', () => {
    expect(signOf('PT1S')).toBe(1);
    expect(signOf('-PT1S')).toBe(-1);
    expect(signOf('PT0S')).toBe(0);
    expect(signOf(null)).toBe(0);
  });
});
