/**
 * Small line icons (16px grid, `currentColor`) for dense tool buttons. Inline SVG: they look the same in
 * every browser and font, unlike emoji. Always beside a text or inside a control with an aria-label.
 */
import type { ReactNode } from 'react';

function Icon({ children, size = 14 }: { children: ReactNode; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const PlayIcon = () => (
  <Icon>
    <path d="M4.5 2.8v10.4L13 8z" fill="currentColor" stroke="none" />
  </Icon>
);

export const StopIcon = () => (
  <Icon>
    <rect x="3.5" y="3.5" width="9" height="9" rx="1" fill="currentColor" stroke="none" />
  </Icon>
);

export const ClearIcon = () => (
  <Icon>
    <path d="M3 8a5 5 0 1 0 1.6-3.7" />
    <path d="M3 2.6v2.8h2.8" />
  </Icon>
);

export const LockIcon = () => (
  <Icon>
    <rect x="3" y="7" width="10" height="7" rx="1.2" />
    <path d="M5.2 7V5a2.8 2.8 0 0 1 5.6 0v2" />
  </Icon>
);

export const UnlockIcon = () => (
  <Icon>
    <rect x="3" y="7" width="10" height="7" rx="1.2" />
    <path d="M5.2 7V5a2.8 2.8 0 0 1 5.4-1" />
  </Icon>
);

export const CheckAllIcon = () => (
  <Icon>
    <path d="M1.8 8.6l2.6 2.6 5-6" />
    <path d="M7.6 10.4l.8.8 5.8-6.6" />
  </Icon>
);

export const CrossIcon = () => (
  <Icon>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Icon>
);

export const KeyboardIcon = () => (
  <Icon>
    <rect x="1.5" y="4" width="13" height="8" rx="1.2" />
    <path d="M4 6.5h.01M6.5 6.5h.01M9 6.5h.01M11.5 6.5h.01M5 9.5h6" />
  </Icon>
);

export const LogIcon = () => (
  <Icon>
    <path d="M5.5 4h8M5.5 8h8M5.5 12h8" />
    <path d="M2.5 4h.01M2.5 8h.01M2.5 12h.01" />
  </Icon>
);

export const WarningIcon = () => (
  <Icon>
    <path d="M8 1.8l6.6 11.7H1.4z" />
    <path d="M8 6.2v3.4M8 11.6h.01" />
  </Icon>
);

export const SendIcon = () => (
  <Icon>
    <path d="M2 8h9.5M8.2 4.4L11.8 8l-3.6 3.6" />
    <path d="M14 3v10" />
  </Icon>
);

/** Paste here: a clipboard with an arrow into it. */
export const PasteIcon = () => (
  <Icon>
    <path d="M5.5 3H4a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1h-1.5" />
    <rect x="5.5" y="1.8" width="5" height="2.4" rx="0.6" />
    <path d="M8 6.5v5M5.8 9.5 8 11.7l2.2-2.2" />
  </Icon>
);
