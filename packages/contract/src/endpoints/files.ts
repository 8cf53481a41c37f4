import type { EndpointGroup } from "./define";

/** `/files/:id` and `/Chat/DownloadFile`: a file's bytes, to whoever may read it (module files). */
export const filesEndpoints = {
  download: {
    method: "GET",
    path: "/files/:id",
    module: "files",
    summary: "Download a file you may read",
    params: "fileIdParamsSchema",
  },
} as const satisfies EndpointGroup;

/** The contract's download of any file reference (returns, price lists, organizer and chat files). */
export const chatEndpoints = {
  downloadFile: {
    method: "GET",
    path: "/Chat/DownloadFile",
    module: "files",
    summary: "Download a file you may read (the same as /files/:id)",
    query: "fileIdQuerySchema",
  },
} as const satisfies EndpointGroup;
