import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { MenuEntry } from './menu';

/**
 * The Administration entry of the main menu: one button on the bar that opens the list of the
 * administration pages the user may open (the bar holds a dozen of them otherwise, and overflows at
 * desktop widths). A disclosure (button + links), not an ARIA menu: the links stay links. It closes
 * on a choice, Escape (focus back on the button), a click elsewhere and any navigation; the button
 * is marked active while an administration page is open. Closed, the links stay in the document,
 * hidden.
 */
export function AdminMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  // Open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const active = entries.some((e) => pathname === e.path || pathname.startsWith(`${e.path}/`));

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenOn(null);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div className="menu-group" ref={root}>
      <button
        ref={button}
        type="button"
        className={active ? 'active' : undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        data-testid="menu-admin"
      >
        {t('menu.admin')}
        <span className="menu-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={listId} className="menu-group-list" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <NavLink to={entry.path} data-testid={`menu-${entry.key}`} className={({ isActive }) => (isActive ? 'active' : undefined)} onClick={() => setOpen(false)}>
              {t(`menu.${entry.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
