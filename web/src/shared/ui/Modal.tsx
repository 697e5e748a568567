import type { KeyboardEvent, ReactNode } from 'react';

interface Props {
  /** The id of the title, which names the dialog. */
  id: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  testId: string;
  wide?: boolean;
  children: ReactNode;
}

/** A dialog over the page: Escape, the ✕ or a click outside closes it. */
export function Modal({ id, title, closeLabel, onClose, testId, wide = false, children }: Props) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onClose();
  };
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={`modal${wide ? ' modal-wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby={id} data-testid={testId} onKeyDown={onKeyDown}>
        <header className="modal-header">
          <h2 id={id}>{title}</h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={closeLabel} title={closeLabel} data-testid={`${testId}-close`}>
            ✕
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}
