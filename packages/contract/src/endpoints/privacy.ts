import { RoleId } from "../codes-profile";
import { closeAccountRequestSchema, myDataDownloadsSchema } from "../privacy";
import type { EndpointGroup } from "./define";
import { doneSchema } from "./schemas-answers";

/** A person's rights over their data: download it all, close the account (module privacy). */
export const privacyEndpoints = {
  downloadMyData: {
    method: "GET",
    path: "/User/DownloadMyData",
    module: "privacy",
    access: { signedIn: true, practice: "account" },
    summary:
      "A ZIP of everything kept about the caller (JSON and their files); twice per 12 months, then 429 with Retry-After",
  },
  closeAccount: {
    method: "POST",
    path: "/User/CloseAccount",
    module: "privacy",
    access: { roles: [RoleId.taxpayer, RoleId.expert], practice: "account" },
    summary:
      "Closes the caller's account after their password: sessions end, what need not be kept goes, return information is kept seven years",
    body: closeAccountRequestSchema,
    response: doneSchema,
  },
  myDataDownloads: {
    method: "GET",
    path: "/User/MyDataDownloads",
    module: "privacy",
    access: { signedIn: true, practice: "account" },
    summary:
      "How many data downloads the caller has left in 12 months, and the day the next is possible when none",
    response: myDataDownloadsSchema,
  },
} as const satisfies EndpointGroup;
