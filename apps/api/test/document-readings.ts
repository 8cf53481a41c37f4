import type { DocumentReading } from "@taxlane/contract";
import type { BoxValue, DocumentReading as PackageReading } from "@taxlane/document-reader";
import type { FastifyInstance } from "fastify";
import { expect, vi } from "vitest";
import type { DocumentReader } from "../src/modules/documents";
import { bearer, type TestUser } from "./factories";
import { getAs } from "./marketplace";

const region = { left: 0.1, top: 0.2, right: 0.3, bottom: 0.25 };
const box = (key: string, value: string, sensitive = false): BoxValue => ({
  box: key,
  value,
  sensitive,
  page: 1,
  region,
  confidence: 93,
});

/** A W-2 as the reader package reads one: the employee's SSN, the employer's EIN, wages and tax withheld. */
export const readW2: PackageReading = {
  status: "read",
  source: "pdf-text",
  kind: "w2",
  kindConfidence: 0.97,
  pages: 1,
  boxes: [
    box("boxA", "123-45-6789", true),
    box("boxB", "12-3456789"),
    box("box1", "52000.00"),
    box("box2", "6100.00"),
  ],
};

/** A double of the reader package: answers what the test sets, and counts its readings. */
export function fakeReader(reading: PackageReading = readW2) {
  const state = { next: reading, reads: 0 };
  const reader: DocumentReader = {
    read: async () => {
      state.reads += 1;
      return state.next;
    },
  };
  return { reader, state };
}

export const taxpayerReadings = (app: FastifyInstance, user: TestUser, quoteId: number) =>
  getAs<DocumentReading[]>(app, user, `taxpayer/GetDocumentReadings?quoteId=${quoteId}`);

export const professionalReadings = (app: FastifyInstance, user: TestUser, quoteId: number) =>
  getAs<DocumentReading[]>(app, user, `Accountant/GetDocumentReadings?quoteId=${quoteId}`);

/** The reading of a file once the reading job has done it (no longer pending). */
export async function readingOnceRead(app: FastifyInstance, user: TestUser, quoteId: number, fileId: number) {
  return vi.waitFor(
    async () => {
      const found = (await taxpayerReadings(app, user, quoteId)).body.find(
        (entry) => entry.fileId === fileId,
      );
      expect(found?.status).not.toBe("pending");
      return found as DocumentReading;
    },
    { timeout: 10_000, interval: 50 },
  );
}

export function postAs(app: FastifyInstance, user: TestUser, path: string, payload: object) {
  return app.inject({ method: "POST", url: `/api/${path}`, headers: bearer(user), payload });
}
