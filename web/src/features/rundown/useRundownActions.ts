/**
 * Every change a writer can make on the rundown screen, as plain functions; a failure is shown by the
 * screen's error banner, translated by its code.
 */
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode } from '@newsroom/api';
import type { ShownErrorCode } from '../../shared/ui/ErrorMessage';
import type { Block, BlockId, DisplayStatus, Rundown, Story, StoryId } from '@newsroom/api';
import { useApproveMutation, useSetBlocksDisplayMutation, useSetRundownDisplayMutation, useSetStoriesDisplayMutation } from './displayApi';
import {
  useAddBlockMutation,
  useAddStoryMutation,
  useDeleteBlockMutation,
  useDeleteStoryMutation,
  useMoveStoryMutation,
  usePatchBlockMutation,
  usePatchStoryMutation,
  useReorderBlocksMutation,
} from './rundownApi';
import { actionFailed, errorDismissed, selectUpdatePrevious } from './rundownUiSlice';
import type { ApprovalTarget } from './displayApi';
import type { BlockField, StoryField } from './fields';

/** The ids of the non-standby blocks after moving `blockId` by `delta` places (null: it cannot move). */
export function movedOrder(blocks: readonly Pick<Block, 'id' | 'standBy'>[], blockId: BlockId, delta: -1 | 1): BlockId[] | null {
  const ids = blocks.filter((b) => !b.standBy).map((b) => b.id);
  const from = ids.indexOf(blockId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to], ids[from]];
  return ids;
}

/**
 * Where a story goes when moved one place up (-1) or down (1), as `POST /api/stories/{id}/move` wants it
 * (`position` counted after the story is taken out): inside its block, or across the boundary, to the end
 * of the previous block or the start of the next one, the standby block included (that is how stories go
 * to and come back from standby). Null at either end of the rundown. `blocks` are in air order.
 */
export function storyMoveTarget(
  blocks: readonly (Pick<Block, 'id'> & { stories: readonly Pick<Story, 'id'>[] })[],
  storyId: StoryId,
  delta: -1 | 1,
): { blockId: BlockId; position: number } | null {
  const at = blocks.findIndex((b) => b.stories.some((s) => s.id === storyId));
  if (at < 0) return null;
  const { id, stories } = blocks[at];
  const to = stories.findIndex((s) => s.id === storyId) + delta;
  if (to >= 0 && to < stories.length) return { blockId: id, position: to };
  const next = blocks[at + delta];
  if (!next) return null;
  return { blockId: next.id, position: delta < 0 ? next.stories.length : 0 };
}

/** The name of a new block: the next letter after the blocks there are (A, B, ... Z, then 27, 28...). */
export function nextBlockName(blocks: readonly Pick<Block, 'standBy'>[]): string {
  const n = blocks.filter((b) => !b.standBy).length;
  return n < 26 ? String.fromCharCode(65 + n) : String(n + 1);
}

/**
 * Runs a request of the rundown screen: the banner's old error goes, a failure is shown in it
 * (`rundown-error`, translated by its code, or by what `say` makes of the code). Resolves true when the
 * request succeeded.
 */
export function runInBanner(dispatch: AppDispatch, request: { unwrap(): Promise<unknown> }, say: Partial<Record<ApiErrorCode, ShownErrorCode>> = {}): Promise<boolean> {
  dispatch(errorDismissed());
  return request.unwrap().then(
    () => true,
    (err: Parameters<typeof errorCodeOf>[0]) => {
      const code = errorCodeOf(err);
      dispatch(actionFailed(say[code] ?? code, errorFieldsOf(err)));
      return false;
    },
  );
}

export function useRundownActions(rundown: Rundown) {
  const dispatch = useAppDispatch();
  const [addBlock] = useAddBlockMutation();
  const [reorderBlocks] = useReorderBlocksMutation();
  const [patchBlock] = usePatchBlockMutation();
  const [deleteBlock] = useDeleteBlockMutation();
  const [addStory] = useAddStoryMutation();
  const [patchStory] = usePatchStoryMutation();
  const [deleteStory] = useDeleteStoryMutation();
  const [moveStory] = useMoveStoryMutation();
  const [setStoriesDisplay] = useSetStoriesDisplayMutation();
  const [setBlocksDisplay] = useSetBlocksDisplayMutation();
  const [setRundownDisplay] = useSetRundownDisplayMutation();
  const [approve] = useApproveMutation();
  // "Update previous" stops the earlier items with PLAY and STOP; BLANK never touches them.
  const updatePrevious = useAppSelector(selectUpdatePrevious);
  const { id: rundownId, blocks } = rundown;

  return useMemo(() => {
    const run = (request: { unwrap(): Promise<unknown> }, say?: Partial<Record<ApiErrorCode, ShownErrorCode>>) => void runInBanner(dispatch, request, say);
    const previous = (status: DisplayStatus) => updatePrevious && status !== 'BLANK';
    return {
      addBlock: () => run(addBlock({ rundownId, name: nextBlockName(blocks) })),
      moveBlock: (blockId: BlockId, delta: -1 | 1) => {
        const blocksIds = movedOrder(blocks, blockId, delta);
        if (blocksIds) run(reorderBlocks({ rundownId, blocksIds }));
      },
      patchBlock: (id: BlockId, field: BlockField, value: unknown) => run(patchBlock({ id, field, value })),
      deleteBlock: (id: BlockId) => run(deleteBlock({ id })),
      addStory: (blockId: BlockId, slug: string) => run(addStory({ blockId, slug })),
      patchStory: (id: StoryId, field: StoryField, value: unknown) => run(patchStory({ id, field, value })),
      deleteStory: (id: StoryId) => run(deleteStory({ id })),
      moveStory: (id: StoryId, delta: -1 | 1) => {
        const target = storyMoveTarget(blocks, id, delta);
        if (target) run(moveStory({ id, ...target }));
      },
      /** A story on air (PLAY), aired (STOP) or back to nothing (BLANK). */
      storyDisplay: (id: StoryId, status: DisplayStatus) => run(setStoriesDisplay({ ids: [id], status, updatePrevious: previous(status) })),
      /** The break of a block, alone. */
      breakDisplay: (id: BlockId, status: DisplayStatus) => run(setBlocksDisplay({ ids: [id], status, cascade: false, updatePrevious: previous(status) })),
      /** A block's break and all its stories: "stop block" (STOP), "reset block" (BLANK). */
      blockDisplay: (id: BlockId, status: DisplayStatus) => run(setBlocksDisplay({ ids: [id], status, cascade: true, updatePrevious: previous(status) })),
      /**
       * On air (PLAY), end of show (STOP: displayed, locked), reopen (BLANK). A writer's reopen is refused
       * (403) only once the rundown has locked itself after its end: the banner says so.
       */
      rundownDisplay: (status: DisplayStatus) => run(setRundownDisplay({ id: rundownId, status }), status === 'BLANK' ? { forbidden: 'reopenLocked' } : undefined),
      approve: (target: ApprovalTarget, flag: boolean) => run(approve({ ...target, flag })),
      invalidDuration: () => dispatch(actionFailed('invalidDuration')),
    };
  }, [
    dispatch, rundownId, blocks, updatePrevious, addBlock, reorderBlocks, patchBlock, deleteBlock, addStory, patchStory, deleteStory, moveStory,
    setStoriesDisplay, setBlocksDisplay, setRundownDisplay, approve,
  ]);
}

export type RundownActions = ReturnType<typeof useRundownActions>;
