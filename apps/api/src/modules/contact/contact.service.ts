import { createHash } from "node:crypto";
import type { ContactUsMessageRequest, DemoRequest, MessageReceived } from "@taxlane/contract";
import { type Language, t } from "@taxlane/contract/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { inLanguage } from "../../lib/language-scope";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import { contactMail, type InboundDetails } from "./contact.mail";
import { contactRepository } from "./contact.repository";

/** The same message from the same address within this window is taken once. */
const duplicateWindowMs = 24 * 60 * 60_000;

type Topic = "contact" | "demo";
type ParsedForm = Omit<ContactUsMessageRequest, "message"> & { message?: string | undefined };

export interface ContactDeps {
  db: Database;
  clock: Clock;
  mail: MailOutbox;
  supportEmail: string;
  log: FastifyBaseLogger;
}

function fingerprint(topic: Topic, form: ParsedForm): string {
  const normalized = (form.message ?? "").replace(/\s+/g, " ").trim().toLowerCase();
  return createHash("sha256").update(`${topic}\n${form.email.toLowerCase()}\n${normalized}`).digest("hex");
}

/** The contact-us and book-a-demo forms: stored once, mailed to the team with a receipt to the sender. */
export function createContactService(deps: ContactDeps) {
  const { db, clock, mail, supportEmail } = deps;

  /** `language`: the asking page's; the sender's receipt and the answer are written in it. */
  async function receive(topic: Topic, form: ParsedForm, language: Language): Promise<void> {
    if (form.website)
      throw new AppError(
        "BAD_REQUEST",
        inLanguage(language, () => t("contact.notAccepted")),
      );
    const print = fingerprint(topic, form);
    const now = clock.now();
    const details: InboundDetails = {
      fullName: form.fullName,
      organizationName: form.organizationName,
      email: form.email,
      phone: form.phone,
      message: form.message,
    };
    await db.transaction(async (tx) => {
      if (await contactRepository.existsSince(tx, print, new Date(now.getTime() - duplicateWindowMs))) return;
      await contactRepository.insert(tx, {
        topic,
        fullName: form.fullName,
        organizationName: form.organizationName ?? null,
        email: form.email,
        phone: form.phone ?? null,
        message: form.message ?? "",
        fingerprint: print,
        createdAt: now,
      });
      // Queued with the stored message: the team's copy and the sender's receipt, retried until sent.
      const sender = { email: form.email, language };
      const receipt =
        topic === "demo"
          ? contactMail.demoReceipt(sender, details)
          : contactMail.contactReceipt(sender, details);
      await mail.enqueue(tx, contactMail.toSupport(supportEmail, topic, details), receipt);
    });
  }

  return {
    async sendContactMessage(form: ContactUsMessageRequest, language: Language): Promise<MessageReceived> {
      await receive("contact", form, language);
      return { message: inLanguage(language, () => t("contact.contactSent")) };
    },
    async bookDemo(form: DemoRequest, language: Language): Promise<MessageReceived> {
      await receive("demo", form, language);
      return { message: inLanguage(language, () => t("contact.demoSent")) };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
