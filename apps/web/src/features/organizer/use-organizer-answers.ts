import { t } from "@taxlane/contract/i18n";
import {
  individualOrganizer,
  type OrganizerAnswers,
  type OrganizerAnswerValue,
  type OrganizerDefinition,
  type OrganizerFileRef,
  type OrganizerRowGroup,
  organizerGroupRowCount,
} from "@taxlane/organizer";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { isApiError } from "../../lib/api-client";
import { useDeleteFile, useSaveAnswers } from "./api";
import { isFileRefList, withoutRow } from "./organizer-model";
import { organizerSaveEntries, organizerSaveForm, refusalsByKey } from "./organizer-save";

/** A save the server refused: its error, and its messages by answer key. */
export class SaveRefused extends Error {
  constructor(
    override readonly cause: unknown,
    readonly byKey: Readonly<Record<string, string>>,
  ) {
    super(t("organizer.notSaved"));
  }
}

/**
 * The taxpayer's answers while they fill the organizer: the values on screen, which of them changed
 * since the last save, files waiting to be sent, and rows added but not answered yet. `save` sends
 * what changed (the wizard calls it on Next, Back and leaving; unmounting sends what is left).
 */
export function useOrganizerAnswers(
  quoteId: number,
  initial: OrganizerAnswers,
  prefilled: readonly string[],
  definition: OrganizerDefinition = individualOrganizer,
) {
  const [answers, setAnswers] = useState<OrganizerAnswers>(initial);
  const [pendingFiles, setPendingFiles] = useState<Record<string, File[]>>({});
  const [extraRows, setExtraRows] = useState<Record<string, number>>({});
  // Keys changed since the last save; a ref, so a save sees the latest set at once.
  const dirty = useRef(new Set<string>(prefilled));
  const latest = useRef({ answers, pendingFiles });
  latest.current = { answers, pendingFiles };
  const saveMutation = useSaveAnswers(quoteId);
  const deleteFile = useDeleteFile(quoteId);

  const setAnswer = (key: string, value: OrganizerAnswerValue | undefined) => {
    dirty.current.add(key);
    setAnswers((current) => {
      const next: Record<string, OrganizerAnswerValue | undefined> = { ...current, [key]: value };
      if (value === undefined) delete next[key];
      return next;
    });
  };

  const setFiles = (key: string, files: File[]) => {
    dirty.current.add(key);
    setPendingFiles((current) => ({ ...current, [key]: files }));
  };

  const removeStoredFile = async (key: string, file: OrganizerFileRef) => {
    await deleteFile.mutateAsync(file.id);
    setAnswers((current) => {
      const value = current[key];
      const left = isFileRefList(value) ? value.filter((entry) => entry.id !== file.id) : [];
      return { ...current, [key]: left.length > 0 ? left : null };
    });
  };

  const rowsOf = (group: OrganizerRowGroup) =>
    Math.max(organizerGroupRowCount(group, answers), extraRows[group.id] ?? 1);

  const addRow = (group: OrganizerRowGroup) =>
    setExtraRows((current) => ({ ...current, [group.id]: rowsOf(group) + 1 }));

  const removeRow = (group: OrganizerRowGroup, row: number) => {
    const rows = rowsOf(group);
    const result = withoutRow(group, rows, row, answers);
    for (const key of result.changed) dirty.current.add(key);
    setAnswers(result.answers);
    setExtraRows((current) => ({ ...current, [group.id]: Math.max(1, rows - 1) }));
  };

  /** Sends every changed answer (and its new files); resolves at once when nothing changed. */
  const save = async () => {
    const keys = [...dirty.current];
    if (keys.length === 0) return;
    const { answers: values, pendingFiles: files } = latest.current;
    const entries = organizerSaveEntries(definition, quoteId, keys, values, files);
    dirty.current = new Set();
    if (entries.length === 0) return;
    try {
      await saveMutation.mutateAsync(organizerSaveForm(entries));
    } catch (error) {
      for (const key of keys) dirty.current.add(key);
      throw new SaveRefused(error, isApiError(error) ? refusalsByKey(entries, error.body.errors ?? []) : {});
    }
    // Sent files are now the answer's saved files; the page reads them back with the answers.
    setPendingFiles((current) => {
      const next = { ...current };
      for (const entry of entries) if (entry.files.length > 0) delete next[entry.question];
      return next;
    });
  };

  /** Saved file lists come back from the server after a save; the rest stays as typed. */
  const mergeSavedFiles = (saved: OrganizerAnswers, fileKeys: readonly string[]) =>
    setAnswers((current) => {
      const changed = fileKeys.filter(
        (key) => !dirty.current.has(key) && JSON.stringify(current[key]) !== JSON.stringify(saved[key]),
      );
      if (changed.length === 0) return current;
      const next: Record<string, OrganizerAnswerValue | undefined> = { ...current };
      for (const key of changed) next[key] = saved[key];
      return next;
    });

  // Leaving the page (another route, closing the organizer) sends what is left.
  const saveOnLeave = useEffectEvent(() => {
    if (dirty.current.size > 0) void save().catch(() => undefined);
  });
  useEffect(() => () => saveOnLeave(), []);
  // Closing the tab with unsaved answers: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current.size > 0) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  return {
    answers,
    setAnswer,
    pendingFiles,
    setFiles,
    removeStoredFile,
    removingFile: deleteFile.isPending,
    rowsOf,
    addRow,
    removeRow,
    save,
    saving: saveMutation.isPending,
    mergeSavedFiles,
    hasUnsaved: () => dirty.current.size > 0,
  };
}

export type OrganizerAnswersState = ReturnType<typeof useOrganizerAnswers>;
