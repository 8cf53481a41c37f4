import { endpointRoutes } from "@taxlane/contract";
import { messages } from "@taxlane/contract/i18n/local/messages";
import { useState } from "react";
import { useNavigate } from "react-router";
import { call } from "../../lib/api-call";
import { isApiError } from "../../lib/api-client";
import { problemText } from "../../lib/problem-text";
import { EXPERT_ROLE, TAXPAYER_ROLE, useCurrentUser } from "../account";

/** The messages page of the signed-in person's area, opened on one conversation. */
export function conversationPath(roleId: number | undefined, connectionId: number): string | null {
  if (roleId === TAXPAYER_ROLE) return `/user/messages?c=${connectionId}`;
  if (roleId === EXPERT_ROLE) return `/expert/messages?c=${connectionId}`;
  return null;
}

/** Said when the server has no pair to open: they were never introduced on a request. */
export const notIntroducedText = messages.notIntroduced;

/**
 * Opens (or finds) the conversation with `userId` through POST /Chat/CreateChatConnection and goes to
 * it. A 404 means the two may not talk yet: that is said, not thrown.
 */
export function useOpenConversation(userId: number) {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const connection = await call(endpointRoutes.chat.createChatConnection, { query: { userId } });
      const path = conversationPath(user?.roleId, connection.id);
      if (path !== null) await navigate(path);
    } catch (error) {
      setProblem(isApiError(error) && error.status === 404 ? notIntroducedText : problemText(error));
    } finally {
      setBusy(false);
    }
  };
  return { open, busy, problem, roleId: user?.roleId };
}
