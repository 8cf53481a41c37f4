import type { FileRefDto } from "@taxlane/contract";
import { apiRequest } from "../../../lib/api-client";

/**
 * A file's `url` is an absolute API path ("/api/files/7"); the client adds its own base, so the
 * path is taken from after "/api".
 */
export function apiPathOf(url: string): string {
  return url.replace(/^\/api(?=\/)/, "");
}

/** Downloads a file the API guards with the bearer token, under its own name. */
export async function downloadFile(file: Pick<FileRefDto, "url" | "name">): Promise<void> {
  const blob = await apiRequest<Blob>(apiPathOf(file.url), { responseType: "blob" });
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns: it is released once the download has begun.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
