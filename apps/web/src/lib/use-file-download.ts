import type { FileRefDto } from "@taxlane/contract";
import { fetchGuardedFile } from "./download-file";
import { useDownload } from "./use-download";

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
  const { busy, download } = useDownload(() => fetchGuardedFile(file), file.name, {
    onProblem,
    onDownloaded,
  });
  return { busy, download };
}
