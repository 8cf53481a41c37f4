import type { ReactNode } from "react";
import { useCurrentUser } from "../../entities/account";
import { PublicPersonMenu } from "./PublicPersonMenu";

interface PublicPersonSlotProps {
  /** What to show when the session turns out to have ended (the signed-out actions). */
  signedOut: ReactNode;
  onNavigate?: () => void;
}

/**
 * The public header's right side for a visitor with a live token: their menu once GetUser answers,
 * the signed-out actions when the session has ended. Loaded only when there is a token, so
 * signed-out visitors of the public pages never download it.
 */
export function PublicPersonSlot({ signedOut, onNavigate }: PublicPersonSlotProps) {
  const { token, data: user, isPending } = useCurrentUser();
  if (user !== undefined) return <PublicPersonMenu user={user} onNavigate={onNavigate} />;
  if (token !== null && isPending) return null;
  return signedOut;
}
