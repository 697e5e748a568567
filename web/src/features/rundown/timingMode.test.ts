import { describe, expect, it } from 'vitest';
import { figureText, isTimingMode } from './timingMode';
import { figures, noFigures } from './fixtures';

describe('figureText', () => {
  const f = { ...figures('19:01:30', 'PT3M30S'), blockAccumulated: 'PT2M', regressive: '19:23:00' };
  it('shows front and back times as times of day', () => {
    expect(figureText(f, 'progressive')).toBe('19:01:30');
    expect(figureText(f, 'regressive')).toBe('19:23:00');
  });
  it('shows accumulated figures as durations', () => {
    expect(figureText(f, 'accumulated')).toBe('03:30');
    expect(figureText(f, 'blockAccumulated')).toBe('02:00');
  });
  it('is empty for the standby block', () => {
    expect(figureText(noFigures, 'progressive')).toBe('');
    expect(figureText(null, 'accumulated')).toBe('');
  });
});

describe('isTimingMode', () => {
  it('knows the seven modes', () => {
    expect(isTimingMode('estimated')).toBe(true);
    expect(isTimingMode('blockAccumulated')).toBe(true);
    expect(isTimingMode('backwards')).toBe(false);
  });
});
