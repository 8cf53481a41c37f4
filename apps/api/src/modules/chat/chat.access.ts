import { RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import { requestRecords } from "../marketplace";
import { type JobPeople, jobRecords } from "../tax-preparation";
import type { ConnectionRow, Side } from "./connections.repository";
import { conversationSide } from "./conversation-side";

export const conversationNotFound = () => notFound(t("messages.conversationNotFound"));

/**
 * A taxpayer and a professional may talk once the professional was introduced to one of the
 * taxpayer's requests (matched or invited) or works on one of their jobs; nobody else.
 */
export async function mayTalk(executor: Executor, taxpayerUserId: number, expertUserId: number) {
  return (
    (await requestRecords.wasIntroduced(executor, taxpayerUserId, expertUserId)) ||
    (await jobRecords.hasHired(executor, taxpayerUserId, expertUserId))
  );
}

/** The pair as (taxpayer, expert) for a caller and the person they name; null when roles do not pair. */
export function pairOf(
  caller: Principal,
  otherUserId: number,
  otherRoleId: number,
): { taxpayerUserId: number; expertUserId: number } | null {
  if (caller.roleId === RoleId.taxpayer && otherRoleId === RoleId.expert) {
    return { taxpayerUserId: caller.userId, expertUserId: otherUserId };
  }
  if (caller.roleId === RoleId.expert && otherRoleId === RoleId.taxpayer) {
    return { taxpayerUserId: otherUserId, expertUserId: caller.userId };
  }
  return null;
}

/**
 * The caller's side of the conversation: its taxpayer, or one who works it for the professional
 * (`conversation-side.ts`); a conversation that is not theirs does not exist for them.
 */
export async function sideOf(
  executor: Executor,
  caller: Principal,
  connection: ConnectionRow | null,
): Promise<Side> {
  if (!connection) throw conversationNotFound();
  if (connection.taxpayerUserId === caller.userId) return "taxpayer";
  return sideAmong(
    caller,
    connection,
    await conversationSide.jobsOfTaxpayer(executor, connection.taxpayerUserId),
  );
}

/** `sideOf` when the taxpayer's jobs are read already (a send reads them once for every rule). */
export function sideAmong(
  caller: Principal,
  connection: ConnectionRow,
  taxpayersJobs: readonly JobPeople[],
): Side {
  if (connection.taxpayerUserId === caller.userId) return "taxpayer";
  if (conversationSide.works(caller, connection, taxpayersJobs)) return "expert";
  throw conversationNotFound();
}

/** The side of a row a list already chose for the person (`connectionsRepository.listFor`). */
export const listedSideOf = (connection: ConnectionRow, userId: number): Side =>
  connection.taxpayerUserId === userId ? "taxpayer" : "expert";

export const otherSide = (side: Side): Side => (side === "taxpayer" ? "expert" : "taxpayer");

export const readMarkOf = (connection: ConnectionRow, side: Side) =>
  side === "taxpayer" ? connection.taxpayerReadSequence : connection.expertReadSequence;
