import { type Dispatch, type SetStateAction, useEffect, useEffectEvent, useState } from "react";

/**
 * A wizard's draft (answers, the step on screen, anything else its owner keeps) read once from a
 * store and written back after every change, so a reload, a detour or a closed tab loses nothing.
 * `paused` stops the writes, e.g. once the answers are sent and the store was cleared.
 */
export function useStoredDraft<T>(
  read: () => T,
  write: (draft: T) => void,
  paused = false,
): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(read);
  // The writer may be a new function each render; only a changed draft is written.
  const store = useEffectEvent((value: T) => write(value));
  useEffect(() => {
    if (!paused) store(draft);
  }, [draft, paused]);
  return [draft, setDraft];
}
