/**
 * The prompter's scrolling. What is read is kept as an anchor: a story and a distance from its top to the
 * reading line (a third of the way down the screen). The scroll position is always derived from the
 * anchor and the current layout, so when a story's text changes (a live edit), an earlier story grows or
 * goes away, or the text size changes, the line being read stays on the reading line. Playing moves the
 * anchor on each animation frame (requestAnimationFrame, px per second from the speed and text size);
 * the user's own scrolling (wheel, scroll bar, touch) moves it too.
 *
 * Stories (or any sections read) are the elements with `data-story-id` inside the scroller; the scroller must be their offset
 * parent (positioned), so that `offsetTop` is in scroll coordinates.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pixelsPerSecond, type PrompterState } from './prompterState';

/** Where the reading line is: this fraction of the screen from the top. */
export const READING_LINE = 1 / 3;
/** Line height, in multiples of the text size (prompter.css uses the same). */
export const LINE_HEIGHT = 1.35;

interface Anchor {
  id: number;
  /** Reading line minus the story's top, in px, at `fontSize`. */
  offset: number;
  /** `offset` over the story's height: what is kept when the text size changes. */
  fraction: number;
  fontSize: number;
}

export function usePrompterScroll(state: PrompterState, startId: number | null) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const anchor = useRef<Anchor | null>(null);
  const lastSet = useRef<number | null>(null);
  const font = useRef(state.fontSize);
  const [current, setCurrent] = useState(0);

  const stories = () => Array.from(scrollerRef.current?.querySelectorAll<HTMLElement>('[data-story-id]') ?? []);
  const line = (sc: HTMLElement) => sc.clientHeight * READING_LINE;

  /** Takes the anchor from the scroll position: the story at the reading line. */
  const measure = useCallback(() => {
    const sc = scrollerRef.current;
    const els = stories();
    if (!sc || !els.length) return;
    const y = sc.scrollTop + line(sc);
    let i = 0;
    els.forEach((el, k) => {
      if (el.offsetTop <= y + 0.5) i = k;
    });
    const el = els[i];
    const offset = y - el.offsetTop;
    anchor.current = { id: Number(el.dataset.storyId), offset, fraction: el.offsetHeight ? offset / el.offsetHeight : 0, fontSize: font.current };
    setCurrent(i);
  }, []);

  /** Puts the anchor on the reading line; re-anchors when the story is gone or the position is clamped. */
  const apply = useCallback(() => {
    const sc = scrollerRef.current;
    const a = anchor.current;
    if (!sc || !a) return;
    const els = stories();
    const index = els.findIndex((el) => Number(el.dataset.storyId) === a.id);
    if (index < 0) return measure();
    const el = els[index];
    const offset = a.fontSize === font.current ? a.offset : a.fraction * el.offsetHeight;
    const want = el.offsetTop + offset - line(sc);
    sc.scrollTop = want;
    lastSet.current = sc.scrollTop;
    anchor.current = { id: a.id, offset, fraction: el.offsetHeight ? offset / el.offsetHeight : 0, fontSize: font.current };
    setCurrent(index);
    // Past either end of its story (playing on) or held back by the ends of the text: anchor anew.
    if (offset < 0 || offset >= el.offsetHeight || Math.abs(sc.scrollTop - want) > 1) measure();
  }, [measure]);

  // Start at the requested story (or the first) as soon as it is drawn, and keep the anchor in place
  // while the texts load, change or take another size.
  useLayoutEffect(() => {
    font.current = state.fontSize;
    apply();
  }, [state.fontSize, apply]);

  useLayoutEffect(() => {
    const sc = scrollerRef.current;
    const content = sc?.firstElementChild;
    if (!sc || !content) return;
    if (!anchor.current) {
      const first = startId ?? Number(stories()[0]?.dataset.storyId ?? NaN);
      if (Number.isFinite(first)) anchor.current = { id: first, offset: 0, fraction: 0, fontSize: font.current };
    }
    const observer = new ResizeObserver(() => {
      if (!anchor.current) measure();
      apply();
    });
    observer.observe(content);
    const onScroll = () => {
      // Someone else's scrolling (wheel, scroll bar, touch): read from there on.
      if (lastSet.current === null || Math.abs(sc.scrollTop - lastSet.current) > 1) measure();
    };
    sc.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      sc.removeEventListener('scroll', onScroll);
    };
  }, [startId, apply, measure]);

  // Playing: move the anchor by speed × time on each frame.
  const speed = pixelsPerSecond(state.speed, state.fontSize);
  useEffect(() => {
    if (!state.playing || speed === 0) return;
    let frame = 0;
    let before: number | null = null;
    const tick = (now: number) => {
      if (before !== null && anchor.current) {
        const dt = Math.min(0.1, (now - before) / 1000);
        anchor.current = { ...anchor.current, offset: anchor.current.offset + speed * dt };
        apply();
      } else if (!anchor.current) measure();
      before = now;
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [state.playing, speed, apply, measure]);

  // Moves asked for by a key, a button or the remote.
  const jump = state.jump;
  useEffect(() => {
    if (!jump) return;
    const els = stories();
    if (!els.length) return;
    measure();
    const a = anchor.current;
    const here = Math.max(0, els.findIndex((el) => Number(el.dataset.storyId) === a?.id));
    const to = (index: number) => {
      const el = els[Math.max(0, Math.min(els.length - 1, index))];
      anchor.current = { id: Number(el.dataset.storyId), offset: 0, fraction: 0, fontSize: font.current };
    };
    if (jump.kind === 'lines' && a) anchor.current = { ...a, offset: a.offset + jump.lines * font.current * LINE_HEIGHT };
    else if (jump.kind === 'story') {
      const index = els.findIndex((el) => Number(el.dataset.storyId) === jump.id);
      if (index < 0) return;
      to(index);
    } else if (jump.kind === 'goto') {
      to({ first: 0, previous: here - 1, next: here + 1, last: els.length - 1 }[jump.target]);
    }
    apply();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one move per jump (its seq)
  }, [jump?.seq]);

  return { scrollerRef, current };
}
