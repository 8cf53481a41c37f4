import { MINIMUM_AGE } from "@taxlane/contract";
import { Link } from "react-router";
import type { LegalSection } from "./LegalDocument";

/** The terms' opening sections: agreeing to them, who may use Taxlane, what it is, and each side's part. */
export const termsServiceSections: readonly LegalSection[] = [
  {
    id: "agreement",
    title: "Agreeing to these terms",
    body: (
      <>
        <p>
          These terms and conditions, also called our end user license agreement, are a contract between you
          and Taxlane. They govern your use of the Taxlane website and application (together, the "Service").
          You accept them when you tick the agreement box at sign-up, or when you otherwise use the Service.
          If you do not agree, please do not use the Service.
        </p>
        <p>
          Our <Link to="/privacy-policy">privacy policy</Link> explains how we handle personal information and
          is part of these terms.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Who may use Taxlane",
    body: (
      <p>
        You must be at least <strong>{MINIMUM_AGE} years old</strong> and able to form a binding contract to
        create an account. If you use the Service for a business, you confirm that you are authorized to act
        for it, and "you" includes that business.
      </p>
    ),
  },
  {
    id: "what-taxlane-is",
    title: "What Taxlane is, and what it is not",
    body: (
      <>
        <p>
          Taxlane is a marketplace. We introduce taxpayers to tax professionals and provide tools to work
          together: quotes, messages, appointments, document upload, a guided organizer and tax preparation
          tracking.
        </p>
        <ul>
          <li>
            <strong>We do not give tax, legal or accounting advice</strong>, and we do not prepare or file
            returns. Professionals do that, under their own names and responsibility.
          </li>
          <li>
            <strong>Professionals are independent.</strong> They are not our employees, agents or partners. An
            engagement you start by accepting a quote is between you and the professional.
          </li>
          <li>
            <strong>Verification has limits.</strong> When a credential shows as verified, our team has
            checked that it was valid when we reviewed it. We do not guarantee the quality or result of any
            professional's work.
          </li>
          <li>
            <strong>General information is not advice.</strong> Our blog, FAQ and chatbot give general
            information that may not fit your situation, and tax law changes. Confirm anything important with
            a professional.
          </li>
          <li>
            <strong>Introductions are not guaranteed.</strong> We aim to introduce you to several suitable
            professionals quickly, but how many and how soon depends on who is available.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    body: (
      <ul>
        <li>Give accurate information and keep it up to date.</li>
        <li>
          Keep your password private and use a strong one. Tax professionals always sign in with a second
          step, a code we e-mail to them; taxpayers may choose to turn it on.
        </li>
        <li>You are responsible for activity in your account. Tell us at once if you suspect misuse.</li>
        <li>
          One person per account. Do not share an account or create one for someone else without authority.
        </li>
      </ul>
    ),
  },
  {
    id: "taxpayers",
    title: "Using Taxlane as a taxpayer",
    body: (
      <ul>
        <li>
          Give professionals complete and truthful information and documents. The accuracy of your return
          depends on it, and you remain legally responsible for your own tax returns.
        </li>
        <li>
          Review your return before you approve or sign it, and ask your professional about anything you do
          not understand.
        </li>
        <li>
          Fees for a professional's services are set by the professional and shown in their quote. When you
          accept a quote, you agree to that professional's terms for the work.
        </li>
        <li>Reviews you leave must reflect your own genuine experience.</li>
      </ul>
    ),
  },
  {
    id: "professionals",
    title: "Using Taxlane as a tax professional",
    body: (
      <ul>
        <li>
          You must hold the credentials you claim (attorney, certified public accountant, enrolled agent or
          registered tax preparer) and a valid Preparer Tax Identification Number where the law requires one,
          and tell us promptly if any of them lapse or are restricted.
        </li>
        <li>
          You are responsible for your professional services and must follow the laws, regulations and
          professional standards that apply to you, including those of the IRS and your licensing body.
        </li>
        <li>
          Use client information only to serve that client, keep it confidential and secure, and never ask a
          client to send a Social Security number by message or e-mail.
        </li>
        <li>Quotes must describe honestly what you will do and what it will cost.</li>
      </ul>
    ),
  },
];
