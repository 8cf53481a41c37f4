import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CurrentUser, endpointRoutes } from "@taxlane/contract";
import { call } from "../../lib/api-call";
import { useSessionToken } from "../../lib/use-session-token";

/** Every query about who is signed in starts with this key; each session has its own entry. */
export const currentUserKey = ["identity", "currentUser"] as const;

/**
 * GET /user/GetUser for the session `token`. A 401 clears the token without leaving the page:
 * the public header then shows the signed-out actions, and route guards send people to /login.
 */
export function currentUserQuery(token: string | null) {
  return queryOptions({
    queryKey: [...currentUserKey, token],
    queryFn: ({ signal }) => call(endpointRoutes.user.getUser, {}, { signal, redirectOnUnauthorized: false }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** The signed-in person (`data`), loading while the call runs; disabled while signed out. */
export function useCurrentUser() {
  const token = useSessionToken();
  return { token, ...useQuery(currentUserQuery(token)) };
}

/** "Ann Lee", or the e-mail when the names are empty. */
export function displayName(user: Pick<CurrentUser, "firstName" | "lastName" | "email">): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === "" ? user.email : name;
}

/** Up to two initials for an avatar without a photo. */
export function initialsOf(user: Pick<CurrentUser, "firstName" | "lastName" | "email">): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part.trim().charAt(0))
    .filter((letter) => letter !== "")
    .join("");
  return (letters === "" ? user.email.charAt(0) : letters).toUpperCase();
}

/** The avatar thumbnail (base64 JPEG or PNG) as an image address, or `null`. */
export function avatarSrc(avatar: string | null): string | null {
  if (avatar === null || avatar === "") return null;
  if (avatar.startsWith("data:image/")) return avatar;
  return `data:image/${avatar.startsWith("iVBOR") ? "png" : "jpeg"};base64,${avatar}`;
}
