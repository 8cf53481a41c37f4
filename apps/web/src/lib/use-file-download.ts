import type { FileRefDto } from "@taxlane/contract";
import { useState } from "react";
import { downloadFile } from "./download-file";
import { problemText } from "./problem-text";

interface FileDownloadHandlers {
  /** Told the words to show when the file could not be fetched. */
  onProblem: (text: string) => void;
  onDownloaded?: () => void;
}

/** Downloads a guarded file on demand, with whether it is under way for the button's spinner. */
export function useFileDownload(
  file: Pick<FileRefDto, "url" | "name">,
  { onProblem, onDownloaded }: FileDownloadHandlers,
) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(file);
      onDownloaded?.();
    } catch (error) {
      onProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
