import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { useNavigate } from "react-router";
import { call, callBlob } from "../../lib/api-call";
import { clearToken } from "../../lib/session";

/** GET /User/DownloadMyData: the archive of everything kept about the signed-in person. */
export function fetchMyData(): Promise<Blob> {
  return callBlob(endpointRoutes.user.downloadMyData);
}

const downloadsKey = ["my-data-downloads"] as const;

/** GET /User/MyDataDownloads: downloads left in 12 months, and the next possible day when none. */
export function useMyDataDownloads() {
  return useQuery({
    queryKey: downloadsKey,
    queryFn: ({ signal }) => call(endpointRoutes.user.myDataDownloads, {}, { signal }),
  });
}

/** After a download (or a refusal), the count the card shows is read again. */
export function useRefreshDownloads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: downloadsKey });
}

/**
 * POST /User/CloseAccount: once closed, the session is over here too; the person lands on the log-in
 * page (where the signed-in area sends anyone without a session), signed out.
 */
export function useCloseAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => call(endpointRoutes.user.closeAccount, { body: { password } }),
    onSuccess: () => {
      navigate("/login", { replace: true });
      clearToken();
      queryClient.clear();
    },
  });
}
