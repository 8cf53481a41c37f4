// The five writes measured, each as a list of calls: call `i` is a request of its own (its person,
// its form), so no two calls fight over one row more than people using the app would, and a write
// that can happen once (a quote on a request, a booking of a slot) has a fresh target every call.
import { randomBytes } from "node:crypto";
import { UPLOAD_DOCUMENT_KIND_KEYS } from "@taxlane/contract";
import { organizerForm } from "./organizer";
import { encodedForm, multipart } from "./uploads";
import type { WritePair, WritesWorld } from "./writes-world";

export interface WriteRequest {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface WriteCall {
  name: string;
  /** Calls a round measures: uploads fewer, as each writes a megabyte. */
  perRound: number;
  /** Whether the anchor must store the request's body as our app does (sealed, on disk). */
  storesBody: boolean;
  request(index: number): Promise<WriteRequest>;
}

const DAY_MS = 24 * 3600_000;
const SLOTS_A_DAY = 24;

const as = (person: { token: string }, contentType: string) => ({
  authorization: `Bearer ${person.token}`,
  "content-type": contentType,
});

async function formRequest(path: string, person: { token: string }, form: FormData): Promise<WriteRequest> {
  const { body, contentType } = await encodedForm(form);
  return { path, headers: as(person, contentType), body };
}

/** A valid PDF of about `bytes` bytes: one page and a stream of random bytes (as a scan is). */
function pdfOfSize(bytes: number): Buffer {
  const head = Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n4 0 obj<</Length ${bytes}>>stream\n`,
  );
  const tail = Buffer.from("\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
  return Buffer.concat([head, randomBytes(bytes), tail]);
}

export function writeCalls(world: WritesWorld, today: Date): WriteCall[] {
  const pairOf = (index: number): WritePair => {
    const pair = world.pairs[index % world.pairs.length];
    if (!pair) throw new Error("no pairs in the world");
    return pair;
  };
  /** How many times the call's pair came before: each pair's own count of calls. */
  const turnOf = (index: number) => Math.floor(index / world.pairs.length);
  const document = pdfOfSize(1024 * 1024);
  const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + DAY_MS;
  return [
    {
      name: "save an organizer answer",
      perRound: 1000,
      storesBody: false,
      request: (index) => {
        const pair = pairOf(index);
        const form = organizerForm([
          {
            quoteId: pair.quoteId,
            question: `taxPayerBusiness_GrossIncome${(turnOf(index) % 40) + 1}`,
            answerTypeId: 2,
            categoryId: 20,
            answer: `${1000 + index}.00`,
          },
        ]);
        return formRequest("/api/taxpayer/AddAnswerToOrganizerQuestions", pair.taxpayer, form);
      },
    },
    {
      name: "send a chat message",
      perRound: 1000,
      storesBody: false,
      request: (index) => {
        const pair = pairOf(index);
        const sender = turnOf(index) % 2 === 0 ? pair.taxpayer : pair.expert;
        const form = multipart({
          connectionId: String(pair.connectionId),
          message: `Message ${index}: the W-2 from Acme and the brokerage statement are attached.`,
        });
        return formRequest("/api/Chat/SendMessage", sender, form);
      },
    },
    {
      name: "send a quote",
      perRound: 1000,
      storesBody: false,
      request: (index) => {
        const requestId = world.requestIds[index];
        if (requestId === undefined) throw new Error(`no request left for quote ${index}`);
        const form = multipart({
          taxPreparationId: String(requestId),
          isIndividual: "true",
          price: String(300 + (index % 500)),
          message: "Federal and Texas returns, e-filed, with one review call.",
        });
        return formRequest("/api/Accountant/SendQuote", pairOf(index).expert, form);
      },
    },
    {
      name: "book an appointment",
      perRound: 1000,
      storesBody: false,
      request: async (index) => {
        const turn = turnOf(index);
        const day = new Date(firstDay + Math.floor(turn / SLOTS_A_DAY) * DAY_MS).toISOString().slice(0, 10);
        const pair = pairOf(index);
        const body = JSON.stringify({
          quoteId: pair.quoteId,
          appointmentTypeId: 3,
          dateTime: day,
          time: turn % SLOTS_A_DAY,
          additionalComments: "About the brokerage statement.",
        });
        return {
          path: "/api/taxpayer/makeAppointment",
          headers: as(pair.taxpayer, "application/json"),
          body: Buffer.from(body),
        };
      },
    },
    {
      name: "upload a 1 MB document",
      perRound: 300,
      storesBody: true,
      request: (index) => {
        const pair = pairOf(index);
        const form = multipart(
          { quoteId: String(pair.quoteId), kind: UPLOAD_DOCUMENT_KIND_KEYS[0] },
          { file: [document, "brokerage-statement.pdf"] },
        );
        return formRequest("/api/taxpayer/UploadDocument", pair.taxpayer, form);
      },
    },
  ];
}
