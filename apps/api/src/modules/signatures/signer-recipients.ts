import type { Executor } from "../../db/client";
import type { MailRecipient } from "../../plugins/mail/plain-mail";
import { peopleRecords } from "../identity";

/** What a signer's mail needs to know of them. */
interface MailedSigner {
  id: number;
  userId: number | null;
  email: string;
}

/**
 * Where each of these signers' mail goes, in the language they read: their account's, or for a signer
 * without one (a spouse) the language of the taxpayer whose return it is; English when neither is known.
 */
export async function signerRecipients(
  executor: Executor,
  signers: readonly MailedSigner[],
  taxpayerUserId: number | null,
): Promise<(signer: MailedSigner) => MailRecipient> {
  const readerOf = (signer: MailedSigner) => signer.userId ?? taxpayerUserId;
  const readers = signers.map(readerOf).filter((id): id is number => id !== null);
  const languages = await peopleRecords.languages(executor, readers);
  return (signer) => {
    const reader = readerOf(signer);
    return { email: signer.email, language: (reader === null ? undefined : languages.get(reader)) ?? "en" };
  };
}

/** One signer's mail address and language (see `signerRecipients`). */
export async function signerRecipient(
  executor: Executor,
  signer: MailedSigner,
  taxpayerUserId: number | null,
): Promise<MailRecipient> {
  return (await signerRecipients(executor, [signer], taxpayerUserId))(signer);
}
