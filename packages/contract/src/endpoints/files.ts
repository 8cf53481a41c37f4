import type { EndpointGroup } from "./define";
import { fileIdParamsSchema } from "./schemas-files";

/** `/files/:id` (and `/Chat/DownloadFile`, in `chat.ts`): a file's bytes, to whoever may read it (module files). */
export const filesEndpoints = {
  download: {
    method: "GET",
    path: "/files/:id",
    module: "files",
    // A professional's photo and price list are anyone's to read; each file's purpose decides.
    access: "public",
    summary: "Download a file you may read",
    params: fileIdParamsSchema,
  },
} as const satisfies EndpointGroup;
