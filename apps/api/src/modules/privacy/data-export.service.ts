import type { Readable } from "node:stream";
import { RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import { appointmentRecords } from "../appointments";
import { auditRecords } from "../audit";
import { subscriptionRecords } from "../billing";
import { chatRecords } from "../chat";
import { documentRecords } from "../documents";
import type { FilesService, StoredFile } from "../files";
import { closedAccountRecords } from "../identity";
import { requestRecords } from "../marketplace";
import { organizerFileRecords } from "../organizer";
import { profileRecords } from "../profiles";
import { SIGNATURE_ORIGINAL_PURPOSE, SIGNATURE_SIGNED_PURPOSE, signatureFileRecords } from "../signatures";
import { jobRecords, TAX_RETURN_PURPOSE } from "../tax-preparation";
import { countExport, downloadsLeft, requireExportAllowed } from "./export-limit";
import { type ZipEntry, zipStream } from "./zip-stream";

/** Files a professional uploads that are their clients' data: returns and documents for signing. */
const clientsPurposes = new Set([TAX_RETURN_PURPOSE, SIGNATURE_ORIGINAL_PURPOSE, SIGNATURE_SIGNED_PURPOSE]);

const readme = t("privacy.exportReadme");

const json = (path: string, value: unknown): ZipEntry => ({
  path,
  kind: "text",
  bytes: async () => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, "utf8"),
});

/** `files/<id>-<name>`: the id keeps two files of the same name apart. */
const archivePath = (file: StoredFile) => `files/${file.id}-${file.name}`;

/**
 * "Download my data": one ZIP of everything kept about the caller, and only about them. The JSON is
 * gathered before anything is sent (a failure is then an ordinary error answer); the files are read
 * one by one while the archive streams. Counted and audited once the data is gathered.
 */
export function createDataExportService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  keyring: Keyring;
  log: FastifyBaseLogger;
}) {
  const { db, clock, files } = deps;

  async function gather(userId: number, roleId: number) {
    const [account, profile, marketplace, jobs, messages, appointments, billing, owned] = await Promise.all([
      closedAccountRecords.exportOf(db, userId),
      profileRecords.exportOf(db, userId),
      requestRecords.exportOf(db, userId),
      jobRecords.jobsOfPerson(db, userId),
      chatRecords.exportOf(db, userId),
      appointmentRecords.exportOf(db, userId),
      subscriptionRecords.exportOf(db, userId),
      files.ownedBy(userId),
    ]);
    const preparations = await Promise.all(
      jobs.map(async (job) => ({
        ...job,
        documents: await documentRecords.listOfJob(db, job.quoteId),
      })),
    );
    // A taxpayer's answers are theirs; a professional's clients' answers are not the professional's data.
    const ownJobs = jobs.filter((job) => job.taxpayerUserId === userId);
    const answers =
      roleId === RoleId.taxpayer
        ? (
            await Promise.all(
              ownJobs.map((job) => organizerFileRecords.answersInFull(db, deps.keyring, job.quoteId)),
            )
          ).flat()
        : [];
    // Documents signed on a taxpayer's jobs are theirs like the return.
    const signed = await signatureFileRecords.signedOfJobs(
      db,
      ownJobs.map((job) => job.quoteId),
    );
    const others = await files.findMany([
      ...ownJobs.map((job) => job.taxReturnFileId),
      ...signed,
      ...messages.flatMap((conversation) => conversation.messages.flatMap((message) => message.fileIds)),
    ]);
    // The returns a professional filed are their clients' data, though the professional uploaded them.
    const ownData =
      roleId === RoleId.taxpayer ? owned : owned.filter((file) => !clientsPurposes.has(file.purpose));
    const byId = new Map(ownData.map((file) => [file.id, file]));
    for (const file of others.values()) byId.set(file.id, file);
    return {
      account,
      profile,
      marketplace,
      preparations,
      answers,
      messages,
      appointments,
      billing,
      files: [...byId.values()].sort((a, b) => a.id - b.id),
    };
  }

  return {
    /** What is left of the caller's two downloads in 12 months. */
    async downloadsLeft(principal: Principal) {
      const { userId } = principal;
      return downloadsLeft(db, userId, clock.now());
    },

    async download(principal: Principal, from: string): Promise<{ fileName: string; stream: Readable }> {
      const { userId, roleId } = principal;
      const now = clock.now();
      // Refuse a third download before gathering anything.
      await requireExportAllowed(db, userId, now);
      const data = await gather(userId, roleId);
      await db.transaction(async (tx) => {
        await countExport(tx, userId, now);
        await auditRecords.record(tx, {
          at: now,
          actor: principal,
          action: "privacy.data-exported",
          subjectUserId: userId,
          subject: `user:${userId}`,
          from,
          detail: { files: data.files.length },
        });
      });
      const entries: ZipEntry[] = [
        { path: "README.txt", kind: "text", bytes: async () => Buffer.from(readme, "utf8") },
        json("account.json", data.account),
        ...(data.profile ? [json("profile.json", data.profile)] : []),
        json("requests.json", data.marketplace),
        json("tax-preparations.json", data.preparations),
        ...(roleId === RoleId.taxpayer ? [json("organizer-answers.json", data.answers)] : []),
        json("messages.json", data.messages),
        json("appointments.json", data.appointments),
        json("billing.json", data.billing),
        json(
          "files.json",
          data.files.map((file) => ({
            id: file.id,
            name: file.name,
            contentType: file.contentType,
            size: file.sizeBytes,
            createdDate: file.createdAt,
            path: archivePath(file),
          })),
        ),
        ...data.files.map(
          (file): ZipEntry => ({ path: archivePath(file), kind: "file", bytes: () => files.bytesOf(file) }),
        ),
      ];
      const stream = zipStream(entries, now, (error) =>
        // Which entry failed is enough; the data itself is never logged.
        deps.log.error({ err: error, userId }, "writing a data export failed"),
      );
      return { fileName: `taxlane-data-${now.toISOString().slice(0, 10)}.zip`, stream };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
