/**
 * jsdom has no layout: what observes sizes (the prompter's scrolling) gets a ResizeObserver that never
 * reports, as sizes never change here. Import it for its effect in the tests of such screens.
 */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
