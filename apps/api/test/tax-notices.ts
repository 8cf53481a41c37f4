import type { TaxNotice } from "@taxlane/contract";
import { and, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { reminders } from "../src/db/schema";
import { bearer, type TestUser } from "./factories";
import { getAs } from "./marketplace";
import { multipart, smallPdf } from "./uploads";

/** The taxpayer's upload of a letter; `fields` holds kind, deadline and maybe note; a small PDF unless told. */
export function uploadNotice(
  app: FastifyInstance,
  user: TestUser,
  quoteId: number,
  fields: Record<string, string | undefined>,
  file: [Buffer, string] | null = [smallPdf(), "cp2000.pdf"],
) {
  return app.inject({
    method: "POST",
    url: "/api/Taxpayer/UploadTaxNotice",
    headers: bearer(user),
    body: multipart({ quoteId: String(quoteId), ...fields }, file ? { notice: file } : {}),
  });
}

/** A letter the taxpayer uploaded, as the API answered it; throws when refused. */
export async function uploadedNotice(
  app: FastifyInstance,
  user: TestUser,
  quoteId: number,
  fields: Record<string, string | undefined>,
): Promise<TaxNotice> {
  const response = await uploadNotice(app, user, quoteId, fields);
  if (response.statusCode !== 200) throw new Error(`UploadTaxNotice: ${response.body}`);
  return response.json<TaxNotice>();
}

export const jobNotices = (app: FastifyInstance, user: TestUser, quoteId: number) =>
  getAs<TaxNotice[]>(app, user, `TaxPreparation/GetTaxNotices?quoteId=${quoteId}`);

export const postNotice = (app: FastifyInstance, user: TestUser, path: string, payload: object) =>
  app.inject({ method: "POST", url: `/api/${path}`, headers: bearer(user), payload });

/** The reminders of a letter that went out, as `kind:recipient:sent`, sorted. */
export const lettersRemindersSent = async (app: FastifyInstance, noticeId: number) =>
  (
    await app.services.db
      .select()
      .from(reminders)
      .where(and(like(reminders.kind, "tax-notice-%"), eq(reminders.subjectId, String(noticeId))))
  )
    .filter((row) => row.sentCount > 0)
    .map((row) => `${row.kind}:${row.recipientUserId}:${row.sentCount}`)
    .sort();
