import { DEFAULT_SIGNING_DAYS, type SendSignatureRequest } from "@taxlane/contract";

/** Who signs and how, as step 2 sets it: the taxpayer always, the spouse on a joint return. */
export interface SignersChoice {
  spouse: { name: string; email: string } | null;
  identityRequired: boolean;
  expiresInDays: number;
}

/** A Form 8879 asks for an identity check before signing; so does any title that names it. */
export function namesForm8879(title: string): boolean {
  return /8879/.test(title);
}

export function defaultSigners(title: string): SignersChoice {
  return { spouse: null, identityRequired: namesForm8879(title), expiresInDays: DEFAULT_SIGNING_DAYS };
}

/** The signers as the send call takes them: the taxpayer's name and e-mail come from their account. */
export function signersToSend(choice: SignersChoice): SendSignatureRequest["signers"] {
  return choice.spouse === null
    ? [{ role: "taxpayer" }]
    : [
        { role: "taxpayer" },
        { role: "spouse", name: choice.spouse.name.trim(), email: choice.spouse.email.trim() },
      ];
}
