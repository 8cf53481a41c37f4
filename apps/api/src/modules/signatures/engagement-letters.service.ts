import {
  consentTexts,
  DISCLOSURE_CONSENT_VERSION,
  type EngagementLetter,
  type EngagementTemplate,
  engagementPlaceholders,
  QuoteActionStatusId,
  type SignEngagementLetterRequest,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import { auditRecords } from "../audit";
import { consentRecords } from "../consent";
import { toFileRefOrNull } from "../files";
import { type Person, peopleRecords } from "../identity";
import { keepsDepositOnCancel } from "../payments";
import { signedLetterPdf } from "./engagement-letter-pdf";
import {
  defaultEngagementTemplate,
  fillLetter,
  type LetterFacts,
  letterHashOf,
  requireKnownPlaceholders,
  withDepositTerms,
} from "./engagement-letter-text";
import {
  type EngagementLetterRow,
  engagementLettersRepository as letters,
} from "./engagement-letters.repository";
import type { LetterQuote, SignaturesDeps } from "./signatures.deps";

/** The files purpose of signed letters: the quote's taxpayer and professional may download them. */
export const ENGAGEMENT_LETTER_PURPOSE = "engagement-letter";

const letterNotFound = () => notFound(t("engagementLetters.letterNotFound"));
const isConfirmed = (quote: LetterQuote) => quote.actionStatusId === QuoteActionStatusId.confirmed;
const fullName = (person: Person | undefined, fallback: string) =>
  `${person?.firstName ?? ""} ${person?.lastName ?? ""}`.trim() || fallback;

/** A quote's letter as it stands: its kept versions, the current one, and the words read now. */
interface LetterState {
  quote: LetterQuote;
  versions: EngagementLetterRow[];
  /** The last kept version; null while the letter is still filled from the template when read. */
  current: EngagementLetterRow | null;
  body: string;
  facts: LetterFacts;
  taxpayer: Person | undefined;
}

/**
 * Engagement letters: the professional's template (ours until they save their own), each quote's
 * letter filled from it, signing it (which chooses the quote) and changing it after signing.
 */
export function createEngagementLettersService(deps: SignaturesDeps) {
  const { db, clock, files, notifications, quotes } = deps;

  files.registerAccessPolicy(ENGAGEMENT_LETTER_PURPOSE, async (principal, file) => {
    if (!principal) return false;
    const quoteId = await letters.quoteOfSignedFile(db, file.id);
    const quote = quoteId === null ? null : await quotes.termsOf(db, quoteId);
    return quote !== null && [quote.taxpayerUserId, quote.expertUserId].includes(principal.userId);
  });

  async function templateBodyOf(executor: Executor, expertUserId: number): Promise<string> {
    return (await letters.templateOf(executor, expertUserId))?.body ?? defaultEngagementTemplate;
  }

  async function stateOf(executor: Executor, quote: LetterQuote): Promise<LetterState> {
    const versions = await letters.versionsOf(executor, quote.id);
    const people = await peopleRecords.byIds(executor, [quote.taxpayerUserId, quote.expertUserId]);
    const taxpayer = people.get(quote.taxpayerUserId);
    const facts: LetterFacts = {
      taxpayer: fullName(taxpayer, t("engagementLetters.someTaxpayer")),
      professional: fullName(people.get(quote.expertUserId), t("engagementLetters.someProfessional")),
      quote,
      now: clock.now(),
      depositKept: await keepsDepositOnCancel(executor, quote.expertUserId),
    };
    const current = versions.at(-1) ?? null;
    const body =
      current?.body ??
      fillLetter(withDepositTerms(await templateBodyOf(executor, quote.expertUserId)), facts);
    return { quote, versions, current, body, facts, taxpayer };
  }

  /** The quote, when the caller is its taxpayer (unless declined) or its professional; else a 404. */
  async function readableQuote(caller: Principal, quoteId: number): Promise<LetterQuote> {
    const quote = await quotes.termsOf(db, quoteId);
    const readable =
      quote !== null &&
      quote.requestDeletedAt === null &&
      (quote.expertUserId === caller.userId ||
        (quote.taxpayerUserId === caller.userId && quote.actionStatusId !== QuoteActionStatusId.declined));
    if (!readable) throw letterNotFound();
    return quote;
  }

  /** The letter as both sides read it (read outside any transaction: the files are read from `db`). */
  async function view(quote: LetterQuote): Promise<EngagementLetter> {
    const state = await stateOf(db, quote);
    const { current, versions } = state;
    const stored = await files.findMany(versions.map((version) => version.signedFileId));
    const fileOf = (id: number | null) => toFileRefOrNull(id === null ? null : (stored.get(id) ?? null));
    const signed = current?.signedAt ? current : null;
    return {
      quoteId: quote.id,
      version: current?.version ?? 0,
      body: state.body,
      letterHash: letterHashOf(state.body),
      status: signed ? "signed" : versions.some((version) => version.signedAt) ? "changed" : "not-signed",
      professionalName: state.facts.professional,
      taxpayerName: state.facts.taxpayer,
      signedAt: signed?.signedAt?.toISOString() ?? null,
      signerName: signed?.signerName ?? null,
      signatureKind:
        signed?.signatureKind === "drawn" || signed?.signatureKind === "typed" ? signed.signatureKind : null,
      consentGiven: signed?.consentGiven ?? false,
      acceptedAt: isConfirmed(quote) ? (quote.decidedAt?.toISOString() ?? null) : null,
      signedFile: fileOf(signed?.signedFileId ?? null),
      earlierVersions: versions
        .filter((version) => version !== current && version.signedAt !== null)
        .reverse()
        .map((version) => ({
          version: version.version,
          signedAt: version.signedAt?.toISOString() ?? "",
          signerName: version.signerName ?? "",
          signedFile: fileOf(version.signedFileId),
        })),
      consentAvailable: !(await consentRecords.hasConsent(db, quote.id)),
    };
  }

  function templateView(saved: { body: string; updatedAt: Date } | null): EngagementTemplate {
    return {
      body: saved?.body ?? defaultEngagementTemplate,
      isDefault: saved === null,
      defaultBody: defaultEngagementTemplate,
      placeholders: [...engagementPlaceholders],
      updatedAt: saved?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    /** The letter for either side; each reading is in the audit log, as every view of a signed document is. */
    async get(caller: Principal, quoteId: number, from: string): Promise<EngagementLetter> {
      const quote = await readableQuote(caller, quoteId);
      const letter = await view(quote);
      await auditRecords.record(db, {
        at: clock.now(),
        actor: caller,
        action: "signatures.letter-viewed",
        subjectUserId: quote.taxpayerUserId,
        subject: `quote:${quote.id}`,
        from,
        detail: { version: letter.version },
      });
      return letter;
    },

    /**
     * Signs the words the taxpayer read, makes the sealed PDF, chooses the quote and records the
     * §7216 consent when ticked, all in one transaction: a refusal at any step leaves none of it.
     */
    async sign(
      caller: Principal,
      request: SignEngagementLetterRequest,
      from: string,
    ): Promise<EngagementLetter> {
      const ticked = request.consentTextVersion !== undefined;
      if (ticked && request.consentTextVersion !== DISCLOSURE_CONSENT_VERSION) {
        throw conflict(consentTexts.staleVersion);
      }
      const key = await deps.signingKey();
      const outbox = notifications.outbox();
      const quote = await files.removingOnFailure((saved) =>
        db.transaction(async (tx) => {
          const quote = await quotes.termsOf(tx, request.quoteId, { lock: true });
          if (!quote || quote.taxpayerUserId !== caller.userId || quote.requestDeletedAt !== null) {
            throw letterNotFound();
          }
          if (quote.actionStatusId === QuoteActionStatusId.declined) {
            throw conflict(t("engagementLetters.professionalDeclined"));
          }
          const state = await stateOf(tx, quote);
          if (letterHashOf(state.body) !== request.letterHash) {
            throw conflict(t("engagementLetters.letterChangedSinceRead"));
          }
          if (state.current?.signedAt) throw conflict(t("engagementLetters.alreadySigned"));
          const now = clock.now();
          const letter =
            state.current ??
            (await letters.insert(tx, {
              quoteId: quote.id,
              version: 1,
              body: state.body,
              createdAt: now,
              changedByUserId: null,
            }));
          const email = state.taxpayer?.email ?? "";
          const pdf = await signedLetterPdf({
            body: letter.body,
            version: letter.version,
            professional: state.facts.professional,
            taxpayer: state.facts.taxpayer,
            signerName: request.signerName,
            signature: request.signature,
            signer: {
              name: request.signerName,
              email,
              identity: {
                method: t("engagementLetters.identityMethod"),
                result: t("engagementLetters.identityResult"),
              },
              signedAt: now,
              ip: from,
            },
            key,
            clock,
          });
          const file = await files.save(
            {
              bytes: Buffer.from(pdf.bytes),
              name: t("engagementLetters.fileName", { version: letter.version }),
              purpose: ENGAGEMENT_LETTER_PURPOSE,
              // The taxpayer's: it goes with their data export and, after retention, their account.
              ownerUserId: caller.userId,
              allow: "pdf",
            },
            tx,
          );
          saved.push(file);
          const wasConfirmed = isConfirmed(quote);
          await quotes.chooseWithin(tx, caller, quote.id, outbox);
          if (ticked) {
            await consentRecords.give(tx, {
              quoteId: quote.id,
              taxpayer: caller,
              expertUserId: quote.expertUserId,
              at: now,
              from,
            });
          }
          await letters.recordSignature(tx, letter.id, {
            signedAt: now,
            signerName: request.signerName,
            signerEmail: email,
            signedFrom: from,
            signatureKind: request.signature.kind,
            consentGiven: ticked,
            originalSha256: pdf.originalSha256,
            signedFileId: file.id,
            signedSha256: pdf.signedSha256,
          });
          await auditRecords.record(tx, {
            at: now,
            actor: caller,
            action: "signatures.letter-signed",
            subjectUserId: caller.userId,
            subject: `quote:${quote.id}`,
            from,
            detail: { version: letter.version, fileId: file.id, consentGiven: ticked },
          });
          await outbox.add(tx, {
            userId: quote.expertUserId,
            title: () => t("engagementLetters.signedTitle"),
            description: () =>
              wasConfirmed
                ? t("engagementLetters.signedAgainText", { taxpayer: state.facts.taxpayer })
                : t("engagementLetters.signedText", { taxpayer: state.facts.taxpayer }),
            link: wasConfirmed ? `expert/tax_preparation/${quote.id}` : "expert/requests?tab=sent",
          });
          return quote;
        }),
      );
      await outbox.deliver();
      return view((await quotes.termsOf(db, quote.id)) ?? quote);
    },

    /** A new version of a chosen quote's letter, to be signed again; the same words change nothing. */
    async change(caller: Principal, request: { quoteId: number; body: string }): Promise<EngagementLetter> {
      requireKnownPlaceholders(request.body);
      const outbox = notifications.outbox();
      const quote = await db.transaction(async (tx) => {
        const quote = await quotes.termsOf(tx, request.quoteId, { lock: true });
        if (!quote || quote.expertUserId !== caller.userId || quote.requestDeletedAt !== null) {
          throw letterNotFound();
        }
        if (
          quote.actionStatusId !== QuoteActionStatusId.chosenWaitingForInformation &&
          quote.actionStatusId !== QuoteActionStatusId.confirmed
        ) {
          throw conflict(t("engagementLetters.notChosenYet"));
        }
        const state = await stateOf(tx, quote);
        const body = fillLetter(request.body, state.facts);
        if (body === state.body) return quote;
        const now = clock.now();
        const letter = await letters.insert(tx, {
          quoteId: quote.id,
          version: (state.current?.version ?? 0) + 1,
          body,
          createdAt: now,
          changedByUserId: caller.userId,
        });
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "signatures.letter-changed",
          subjectUserId: quote.taxpayerUserId,
          subject: `quote:${quote.id}`,
          detail: { version: letter.version },
        });
        await outbox.add(tx, {
          userId: quote.taxpayerUserId,
          title: () => t("engagementLetters.changedTitle"),
          description: () => t("engagementLetters.changedText", { professional: state.facts.professional }),
          link: isConfirmed(quote) ? `user/tax_preparation/${quote.id}` : `user/quotes#quote-${quote.id}`,
          kind: "signatures",
        });
        return quote;
      });
      await outbox.deliver();
      return view(quote);
    },

    async template(caller: Principal): Promise<EngagementTemplate> {
      return templateView(await letters.templateOf(db, caller.userId));
    },

    /** Saves the professional's template; letters already kept keep their words. */
    async saveTemplate(caller: Principal, body: string, from: string): Promise<EngagementTemplate> {
      requireKnownPlaceholders(body);
      const saved = await db.transaction(async (tx) => {
        const now = clock.now();
        const row = await letters.saveTemplate(tx, caller.userId, body, now);
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "signatures.template-saved",
          subjectUserId: caller.userId,
          subject: `user:${caller.userId}`,
          from,
          detail: { length: body.length },
        });
        return row;
      });
      return templateView(saved);
    },
  };
}

export type EngagementLettersService = ReturnType<typeof createEngagementLettersService>;
