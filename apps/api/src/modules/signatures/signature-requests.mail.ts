import { t } from "@taxlane/contract/i18n";
import { dayIn } from "../../lib/spoken-dates";
import { type MailRecipient, plainMailTo as message } from "../../plugins/mail/plain-mail";

/**
 * A day as mails and notices say it, in the language being spoken, in UTC (the request's expiry is an
 * instant, not a local day).
 */
export const dayOf = (date: Date) => dayIn(date);

/**
 * A signer's own link. The key travels in the fragment, which browsers never send to the server, so it
 * stays out of every access log; the signing page reads it and passes it to the API itself.
 */
export const signingLink = (publicUrl: string, signerId: number, key: string) =>
  `${publicUrl}/sign/${signerId}#key=${encodeURIComponent(key)}`;

interface MailedRequest {
  to: MailRecipient;
  name: string;
  title: string;
  professional: string;
  expiresAt: Date;
}

/** The mails signers get about a request, each in the signer's language: its link, a new link, or that it was withdrawn. */
export const signatureRequestMail = {
  signLink: (request: MailedRequest, link: string) =>
    message(request.to, () => [
      t("signatureRequests.mailSignSubject", { title: request.title }),
      [
        t("signatureRequests.mailSignGreeting", { name: request.name }),
        t("signatureRequests.mailSignText", {
          professional: request.professional,
          title: request.title,
          date: dayOf(request.expiresAt),
        }),
        t("signatureRequests.mailSignLink", { link }),
        t("signatureRequests.mailSignLinkOwn", { professional: request.professional }),
      ],
    ]),

  reminder: (request: MailedRequest, link: string) =>
    message(request.to, () => [
      t("signatureRequests.mailRemindSubject", { title: request.title }),
      [
        t("signatureRequests.mailSignGreeting", { name: request.name }),
        t("signatureRequests.mailRemindText", {
          professional: request.professional,
          title: request.title,
          date: dayOf(request.expiresAt),
        }),
        t("signatureRequests.mailSignLink", { link }),
        t("signatureRequests.mailSignLinkOwn", { professional: request.professional }),
      ],
    ]),

  withdrawn: (request: Omit<MailedRequest, "expiresAt">) =>
    message(request.to, () => [
      t("signatureRequests.mailWithdrawnSubject", { title: request.title }),
      [
        t("signatureRequests.mailSignGreeting", { name: request.name }),
        t("signatureRequests.mailWithdrawnText", {
          professional: request.professional,
          title: request.title,
        }),
      ],
    ]),
};
