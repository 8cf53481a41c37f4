import type { FileRefDto } from "@taxlane/contract";
import { apiBaseUrl, apiRequest } from "./api-client";

/**
 * A file's `url` as a path for `apiRequest`: the server writes it with the API's `/api` prefix,
 * which `apiRequest` adds itself.
 */
export function apiPathOfFileUrl(url: string, baseUrl = apiBaseUrl): string {
  const prefix = new URL(baseUrl, "http://taxlane.invalid").pathname.replace(/\/$/, "");
  if (prefix !== "" && (url === prefix || url.startsWith(`${prefix}/`))) return url.slice(prefix.length);
  return url;
}

/** Hands a fetched file to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = href;
    link.download = name;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the address is no longer needed once it has been read.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}

/** Fetches a file the server names by its `url` (it needs the bearer token, so a link cannot). */
export function fetchGuardedFile(file: Pick<FileRefDto, "url">): Promise<Blob> {
  return apiRequest<Blob>(apiPathOfFileUrl(file.url), { responseType: "blob" });
}
