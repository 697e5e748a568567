import { describe, expect, it } from 'vitest';
import { figures, noFigures } from '../rundown/fixtures';
import { diffText, sumText, timingText } from './printFormat';

describe('printed figures', () => {
  it('signs differences like the screen', () => {
    expect(diffText('PT1M30S')).toBe('+01:30');
    expect(diffText('-PT20S')).toBe('-00:20');
    expect(diffText('PT0S')).toBe('00:00');
    expect(diffText(null)).toBe('—');
  });

  it('prints the figure of the chosen timing mode, nothing in the standby block', () => {
    expect(timingText(figures('19:03:00', 'PT3M'), 'progressive')).toBe('19:03:00');
    expect(timingText(figures('19:03:00', 'PT3M'), 'accumulated')).toBe('03:00');
    expect(timingText(noFigures, 'regressive')).toBe('');
    expect(timingText(null, 'progressive')).toBe('');
  });

  it('prints total minus estimated in the estimated mode', () => {
    expect(timingText(figures('19:00:00'), 'estimated', 'PT2M30S', 'PT2M15S')).toBe('-00:15');
    expect(timingText(figures('19:00:00'), 'estimated', 'PT1M', 'PT1M10S')).toBe('+00:10');
    expect(timingText(null, 'estimated', 'PT1M', 'PT1M10S')).toBe('');
  });

  it('adds durations (reading time: head plus off)', () => {
    expect(sumText('PT12S', 'PT50S')).toBe('01:02');
    expect(sumText()).toBe('00:00');
  });
});
