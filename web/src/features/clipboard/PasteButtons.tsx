/**
 * Paste at a chosen place of the grid: "Paste below" on each story row and "Paste into block" (at its end)
 * on each block header, shown to writers while the clipboard holds stories. The grid gets the paste
 * actions through a context whose value never changes (it calls the latest actions), so rows do not
 * re-render when the rundown or the selection changes.
 */
import { createContext, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import type { BlockId, StoryId } from '@newsroom/api';
import { PasteIcon } from '../../shared/ui/icons';
import { selectClip } from './clipboardSlice';
import type { ClipboardActions } from './useClipboardActions';

export interface PasteTargets {
  below: (story: StoryId) => void;
  into: (block: BlockId) => void;
}

export const PasteContext = createContext<PasteTargets | null>(null);

/** The context value for `actions`: stable, always calling the latest ones. */
export function usePasteTargets(actions: ClipboardActions): PasteTargets {
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  return useMemo(() => ({ below: (id) => latest.current.pasteBelow(id), into: (id) => latest.current.pasteInto(id) }), []);
}

function PasteButton({ testId, label, onClick }: { testId: string; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="icon-btn paste-btn"
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
      data-testid={testId}
      title={label}
      aria-label={label}
    >
      <PasteIcon />
    </button>
  );
}

/** "Paste below" a story, while the clipboard holds stories. */
export function PasteBelowButton({ story }: { story: { id: StoryId; slug: string } }) {
  const { t } = useTranslation('rundown');
  const targets = useContext(PasteContext);
  const clip = useAppSelector(selectClip);
  if (!clip || !targets) return null;
  return <PasteButton testId={`paste-below-${story.id}`} label={t('clipboard.pasteBelow', { slug: story.slug })} onClick={() => targets.below(story.id)} />;
}

/** "Paste into block" (at its end), while the clipboard holds stories. */
export function PasteIntoButton({ block }: { block: { id: BlockId; name: string } }) {
  const { t } = useTranslation('rundown');
  const targets = useContext(PasteContext);
  const clip = useAppSelector(selectClip);
  if (!clip || !targets) return null;
  return <PasteButton testId={`paste-into-${block.id}`} label={t('clipboard.pasteInto', { name: block.name })} onClick={() => targets.into(block.id)} />;
}
