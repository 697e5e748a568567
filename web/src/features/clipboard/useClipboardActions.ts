/**
 * What the clipboard bar, the grid's paste buttons and the drawer panel do on a rundown: cut, copy, paste
 * at the end of the target block, below a chosen story or at the end of a chosen block, send to the drawer, and move or copy stories from the drawer into the target block. A failure shows in
 * the rundown screen's error banner, translated by its code.
 */
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { errorCodeOf, errorFieldsOf } from '@newsroom/api';
import type { Block, BlockId, Rundown, StoryId } from '@newsroom/api';
import { actionFailed, errorDismissed } from '../rundown/rundownUiSlice';
import { useMoveFromDrawerMutation, usePasteStoriesMutation, useRemoveFromDrawerMutation, useSendToDrawerMutation } from './clipboardApi';
import { clipCleared, clipped, saveClip, selectionCleared, selectClip, selectSelected, selectTargetBlock, type Clip } from './clipboardSlice';
import { positionBelow } from './pastePosition';

/** The block stories go into: the one chosen if it is in this rundown, else the first non-standby block. */
export function targetBlock(blocks: readonly Pick<Block, 'id' | 'standBy'>[], chosen: BlockId | null): BlockId | null {
  if (chosen !== null && blocks.some((b) => b.id === chosen)) return chosen;
  return (blocks.find((b) => !b.standBy) ?? blocks[0])?.id ?? null;
}

/** The ticked stories that are in this rundown, in air order. */
export function selectedIn(rundown: Pick<Rundown, 'blocks'>, selected: readonly StoryId[]) {
  return rundown.blocks.flatMap((b) => b.stories).filter((s) => selected.includes(s.id));
}

export function useClipboardActions(rundown: Rundown) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelected);
  const clip = useAppSelector(selectClip);
  const chosen = useAppSelector(selectTargetBlock);
  const [paste] = usePasteStoriesMutation();
  const [send] = useSendToDrawerMutation();
  const [moveIn] = useMoveFromDrawerMutation();
  const [remove] = useRemoveFromDrawerMutation();
  const target = targetBlock(rundown.blocks, chosen);
  const stories = useMemo(() => selectedIn(rundown, selected), [rundown, selected]);
  const { id: rundownId, programId, blocks } = rundown;

  return useMemo(() => {
    const run = (request: { unwrap(): Promise<unknown> }, then?: () => void) => {
      dispatch(errorDismissed());
      request
        .unwrap()
        .then(then)
        .catch((err: Parameters<typeof errorCodeOf>[0]) => dispatch(actionFailed(errorCodeOf(err), errorFieldsOf(err))));
    };
    const hold = (cut: boolean) => {
      if (!stories.length) return;
      const next: Clip = { ids: stories.map((s) => s.id), slugs: stories.map((s) => s.slug), cut };
      saveClip(next);
      dispatch(clipped(next));
    };
    const forget = () => {
      saveClip(null);
      dispatch(clipCleared());
    };
    /** Pastes the clipboard into `block` at `position` (null: the end); a cut clip is used up. */
    const pasteAt = (block: BlockId, position: number | null) => {
      if (!clip) return;
      run(paste({ ids: clip.ids, targetBlockId: block, position, cut: clip.cut }), () => {
        if (clip.cut) forget();
      });
    };
    return {
      stories,
      clip,
      target,
      cut: () => hold(true),
      copy: () => hold(false),
      forget,
      /** Pastes the clipboard at the end of the target block. */
      paste: () => {
        if (target !== null) pasteAt(target, null);
      },
      /** Pastes the clipboard right below story `id` of this rundown. */
      pasteBelow: (id: StoryId) => {
        const block = blocks.find((b) => b.stories.some((s) => s.id === id));
        if (block && clip) pasteAt(block.id, positionBelow(block, id, clip));
      },
      /** Pastes the clipboard at the end of `block`. */
      pasteInto: (block: BlockId) => pasteAt(block, null),
      sendToDrawer: () => {
        if (stories.length) run(send({ ids: stories.map((s) => s.id), programId }), () => dispatch(selectionCleared()));
      },
      /** From the drawer into the target block, at its end; `keep` leaves the story in the drawer. */
      moveFromDrawer: (id: StoryId, keep: boolean) => {
        if (target !== null) run(moveIn({ ids: [id], rundownId, targetBlockId: target, targetStoryId: null, removeFromDrawer: !keep, programId }));
      },
      removeFromDrawer: (id: StoryId) => run(remove({ ids: [id], programId })),
    };
  }, [dispatch, stories, clip, target, paste, send, moveIn, remove, rundownId, programId, blocks]);
}

export type ClipboardActions = ReturnType<typeof useClipboardActions>;
