/**
 * Saving a program from its dialog: the program itself (`POST` or `PUT /api/programs`), then its presenters
 * when they changed, then its CG device when it changed, each its own call. A failure stops there and
 * says which program now exists, so that a new program whose presenters were refused is edited, not
 * created twice, when the user tries again.
 */
import { useState } from 'react';
import type { CallError, Presenter, Program } from '@newsroom/api';
import { samePresenters, type ProgramSave } from './programForm';
import { useCreateProgramMutation, useSetPresentersMutation, useSetProgramCgMutation, useUpdateProgramMutation } from './programsApi';

/** `program` and `presenters`: what the server now holds (after a failure too). */
export type SaveOutcome = { ok: true; program: Program; presenters: Presenter[] } | { ok: false; program: Program | null; presenters: Presenter[]; error: CallError };

export function useSaveProgram() {
  const [create] = useCreateProgramMutation();
  const [update] = useUpdateProgramMutation();
  const [setPresenters] = useSetPresentersMutation();
  const [setCg] = useSetProgramCgMutation();
  const [busy, setBusy] = useState(false);

  /** Saves `save` over `current` (null: a new program), whose presenters were `presentersBefore`. */
  const saveProgram = async (current: Program | null, presentersBefore: readonly Presenter[], save: ProgramSave): Promise<SaveOutcome> => {
    setBusy(true);
    let program = current;
    let presenters = [...presentersBefore];
    try {
      program = current ? await update({ id: current.id, input: save.input }).unwrap() : await create(save.input).unwrap();
      if (!samePresenters(presentersBefore, save.presenters)) presenters = await setPresenters({ id: program.id, presenters: save.presenters }).unwrap();
      if ((program.cgDeviceId ?? null) !== save.cgDeviceId) program = await setCg({ programId: program.id, deviceId: save.cgDeviceId }).unwrap();
      return { ok: true, program, presenters };
    } catch (error) {
      return { ok: false, program, presenters, error: error as CallError };
    } finally {
      setBusy(false);
    }
  };

  return { saveProgram, busy };
}
