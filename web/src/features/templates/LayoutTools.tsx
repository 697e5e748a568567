/**
 * The toolbar's layout commands in one menu, for writers while the rundown can change: the program's
 * templates (save as, list, delete), recreate an empty rundown, and repaginate (pages A1, A2, B1 ...,
 * written to the rundown log). A menu rather than three buttons: the toolbar keeps to one line.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rundown } from '@newsroom/api';
import { useAppDispatch } from '../../app/hooks';
import { runInBanner } from '../rundown/useRundownActions';
import { RecreateDialog } from './RecreateDialog';
import { TemplatesDialog } from './TemplatesDialog';
import { useRepaginateMutation } from './templatesApi';
import './templates.css';

type Dialog = 'templates' | 'recreate' | null;

export function LayoutTools({ rundown }: { rundown: Pick<Rundown, 'id' | 'programId' | 'programName'> }) {
  const { t } = useTranslation('rundown');
  const dispatch = useAppDispatch();
  const menu = useRef<HTMLDetailsElement>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [repaginate] = useRepaginateMutation();
  useCloseOnOutsideClick(menu);
  const choose = (action: () => void) => () => {
    if (menu.current) menu.current.open = false;
    action();
  };
  const close = () => setDialog(null);
  return (
    <>
      <details className="toolbar-menu" ref={menu} data-testid="layout-menu">
        <summary className="btn btn-ghost" data-testid="open-layout-menu">
          {t('layout.menu')}
        </summary>
        <div className="toolbar-menu-items" role="menu">
          <button type="button" role="menuitem" onClick={choose(() => setDialog('templates'))} data-testid="open-templates">
            {t('templates.open')}
          </button>
          <button type="button" role="menuitem" onClick={choose(() => setDialog('recreate'))} title={t('recreate.hint')} data-testid="open-recreate">
            {t('recreate.open')}
          </button>
          <button type="button" role="menuitem" onClick={choose(() => void runInBanner(dispatch, repaginate(rundown.id)))} title={t('repaginate.hint')} data-testid="repaginate">
            {t('repaginate.label')}
          </button>
        </div>
      </details>
      {dialog === 'templates' && <TemplatesDialog rundown={rundown} onClose={close} />}
      {dialog === 'recreate' && <RecreateDialog rundown={rundown} onClose={close} />}
    </>
  );
}

/** Closes an open `<details>` menu when the pointer goes down anywhere else. */
function useCloseOnOutsideClick(menu: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(e.target as Node)) menu.current.open = false;
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [menu]);
}
