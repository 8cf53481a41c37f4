import { useState } from "react";
import { saveBlob } from "./download-file";
import { problemText } from "./problem-text";

export interface DownloadHandlers {
  onDownloaded?: () => void;
  /** Told the words saying why the file could not be fetched (also kept as `problem`). */
  onProblem?: (text: string) => void;
  /** After each try, whether it worked or not (a count of downloads left may have changed). */
  onSettled?: () => void;
}

/**
 * Fetches a file with the session and hands it to the browser as `fileName`: whether it is under
 * way (for the button's spinner) and, when it failed, the words saying why.
 */
export function useDownload(
  fetchFile: () => Promise<Blob>,
  fileName: string | (() => string),
  { onDownloaded, onProblem, onSettled }: DownloadHandlers = {},
) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      saveBlob(await fetchFile(), typeof fileName === "string" ? fileName : fileName());
      onDownloaded?.();
    } catch (error) {
      const text = problemText(error);
      setProblem(text);
      onProblem?.(text);
    } finally {
      setBusy(false);
      onSettled?.();
    }
  };
  return { busy, problem, download };
}
