import {
  ARBITRATION_CLAIM_THRESHOLD_USD,
  DISPUTE_NEGOTIATION_DAYS,
  FREE_TRIAL_DAYS,
  LIABILITY_CAP_FEE_MONTHS,
  LIABILITY_CAP_MINIMUM_USD,
  MINIMUM_AGE,
  RENEWAL_REMINDER_DAYS_BEFORE,
} from "@taxlane/contract";
import { Link } from "react-router";
import { usePageTitle } from "../../../lib/use-page-title";
import { LegalDocument, type LegalSection } from "./LegalDocument";
import { formatUsd, LEGAL_LAST_UPDATED } from "./legal-text";

const arbitrationThreshold = formatUsd(ARBITRATION_CLAIM_THRESHOLD_USD);
const contactForm = <Link to="/contact-us">contact form</Link>;

const sections: readonly LegalSection[] = [
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
  {
    id: "subscriptions",
    title: "Subscriptions, free trial and billing",
    body: (
      <>
        <ul>
          <li>
            <strong>Plans.</strong> Subscription plans are sold to tax professionals,{" "}
            <strong>monthly or yearly</strong>. Taxpayers don't need a plan. The plans, their features and
            their prices are shown on our <Link to="/pricing">pricing page</Link>. All prices are in US
            dollars and do not include any sales tax that may apply.
          </li>
          <li>
            <strong>Free trial.</strong> Each plan starts with a{" "}
            <strong>{FREE_TRIAL_DAYS}-day free trial</strong>. We take your card details when you sign up for
            the plan and charge the card only after the trial ends. If you cancel before the trial ends, you
            are not charged.
          </li>
          <li>
            <strong>Renewal.</strong> After the trial, your plan renews automatically at the end of each
            monthly or yearly period, and we charge the card on file for the next period until you cancel.
          </li>
          <li>
            <strong>Renewal reminders.</strong> For yearly plans, we send a reminder{" "}
            <strong>
              {RENEWAL_REMINDER_DAYS_BEFORE.min} to {RENEWAL_REMINDER_DAYS_BEFORE.max} days before the term
              ends
            </strong>
            , with the renewal date and price.
          </li>
          <li>
            <strong>Price changes.</strong> If a plan's price changes, we will tell you before it applies to
            you, and the new price applies from your next period.
          </li>
          <li>
            <strong>Failed payments.</strong> If a charge fails, we may pause paid features until the payment
            goes through.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "cancellation",
    title: "Cancellation and refunds",
    body: (
      <>
        <p>
          You may cancel at any time, free of charge. A cancellation{" "}
          <strong>takes effect the day after your current period ends</strong>: you keep access until then,
          and you are not charged again.
        </p>
        <p>
          <strong>We do not give refunds for partial periods.</strong> This includes unused days of a monthly
          period and unused months of a yearly one, except where the law requires otherwise.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>When you use the Service, you agree not to:</p>
        <ul>
          <li>break any law, or help anyone file a false or fraudulent return;</li>
          <li>impersonate anyone or misstate your credentials;</li>
          <li>post false, misleading or paid-for reviews;</li>
          <li>send spam, or harass or threaten anyone;</li>
          <li>
            upload malware, probe or break our security, or overload the Service, including through automated
            scraping;
          </li>
          <li>copy, resell or build a competing product from the Service or its content; or</li>
          <li>
            use the Service to contact taxpayers or professionals for purposes unrelated to tax services.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "your-content",
    title: "Your content",
    body: (
      <p>
        You keep ownership of what you upload or write: documents, messages, answers, profile content and
        reviews. You give Taxlane a limited license to store, copy, process and display that content only as
        needed to provide and improve the Service, and, for professional profiles and reviews, to show them
        publicly on Taxlane. You confirm that you have the right to share what you upload.
      </p>
    ),
  },
  {
    id: "license",
    title: "Your license to use Taxlane",
    body: (
      <>
        <p>
          Subject to these terms, we grant you a personal, limited, non-exclusive, non-transferable and
          revocable license to access and use the Service for its intended purpose. You may not:
        </p>
        <ul>
          <li>copy, modify or create derivative works of the Service;</li>
          <li>
            reverse engineer, decompile or try to extract its source code, except where the law allows it
            despite this restriction;
          </li>
          <li>rent, lend, sell or sublicense access to it; or</li>
          <li>remove any notice of ownership.</li>
        </ul>
        <p>
          The Service, including its software, design, text, graphics and trademarks, belongs to Taxlane and
          its licensors. These terms give you no other rights in it.
        </p>
      </>
    ),
  },
  {
    id: "third-parties",
    title: "Third-party services",
    body: (
      <p>
        Some features rely on services run by others, such as the card payment processor and, for
        professionals who choose it, Google or Microsoft calendar sync. Your use of those services is also
        governed by their own terms. We are not responsible for services we do not control.
      </p>
    ),
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    body: (
      <p>
        We work hard to keep Taxlane available, accurate and secure, but the Service is provided "as is" and
        "as available". To the fullest extent the law allows, we disclaim all warranties, express or implied,
        including merchantability, fitness for a particular purpose and non-infringement. We do not promise
        that the Service will be uninterrupted or error-free, or that any tax outcome, refund or saving will
        result from using it.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <>
        <p>
          To the fullest extent the law allows, Taxlane is not liable for any indirect, incidental, special,
          consequential or punitive damages, or for lost profits, revenue or data, arising from or related to
          the Service or these terms. We are not liable for the acts or omissions of tax professionals or
          other users.
        </p>
        <p>
          Our total liability for all claims related to the Service or these terms is limited to{" "}
          <strong>
            the greater of the fees you paid to Taxlane in the {LIABILITY_CAP_FEE_MONTHS} months before the
            event giving rise to the claim, or {formatUsd(LIABILITY_CAP_MINIMUM_USD)}
          </strong>
          . Some states do not allow certain limitations, so some of this section may not apply to you.
        </p>
      </>
    ),
  },
  {
    id: "indemnity",
    title: "Indemnity",
    body: (
      <p>
        If someone brings a claim against Taxlane because of your breach of these terms, your content, or your
        violation of law or of someone else's rights, you agree to cover the resulting losses and reasonable
        costs, including legal fees, to the extent the law allows.
      </p>
    ),
  },
  {
    id: "disputes",
    title: "Resolving disputes",
    body: (
      <>
        <p>
          <strong>Talk to us first.</strong> Most concerns can be settled quickly. Before starting any formal
          proceeding, you and Taxlane agree to try to resolve a dispute informally. The party raising the
          dispute sends a written notice describing it and the remedy sought; you can send yours through our{" "}
          {contactForm}. Both of us will then negotiate in good faith for{" "}
          <strong>{DISPUTE_NEGOTIATION_DAYS} days</strong> from the date the notice is received.
        </p>
        <p>
          <strong>Arbitration for larger claims.</strong> If the dispute is not resolved within those{" "}
          {DISPUTE_NEGOTIATION_DAYS} days and the claim is for more than{" "}
          <strong>{arbitrationThreshold}</strong>, it will be settled by binding arbitration before a single
          arbitrator, administered by a recognized arbitration provider under its rules for consumer or
          commercial disputes, as applicable. The arbitrator may award the same relief a court could award on
          an individual basis.
        </p>
        <p>
          <strong>Small claims.</strong> A claim of {arbitrationThreshold} or less is not subject to
          arbitration. Either of us may bring it in small claims court if it qualifies, or otherwise in a
          court that has jurisdiction.
        </p>
        <p>
          <strong>Individual claims only.</strong> To the extent the law allows, disputes are resolved
          individually, not as a class, collective or representative action.
        </p>
      </>
    ),
  },
  {
    id: "termination",
    title: "Suspension and termination",
    body: (
      <p>
        You may close your account at any time through our {contactForm}; any subscription ends as described
        under <Link to={{ hash: "cancellation" }}>Cancellation and refunds</Link>. We may suspend or close an
        account that breaks these terms, puts other users at risk, or where the law requires it, and we will
        tell you why unless the law or safety prevents it. Sections that by their nature should survive, such
        as those on content, disclaimers, liability and disputes, survive termination.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these terms as the Service or the law changes. We will post the new version here with a
        new "Last updated" date, and for significant changes we will notify you by e-mail or in the
        application before they take effect. If you keep using the Service after that, you accept the updated
        terms; if you do not agree, you may cancel as described above.
      </p>
    ),
  },
  {
    id: "general",
    title: "General",
    body: (
      <ul>
        <li>
          These terms, with the privacy policy, are the whole agreement between you and Taxlane about the
          Service.
        </li>
        <li>If any part is found unenforceable, the rest stays in effect.</li>
        <li>If we do not enforce a right at once, we have not waived it.</li>
        <li>
          You may not transfer your rights under these terms without our consent; we may transfer ours as part
          of a merger, acquisition or sale of assets.
        </li>
        <li>
          These terms are governed by the federal laws of the United States and the laws of the State of
          California, without regard to its conflict-of-laws rules.
        </li>
      </ul>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these terms? Reach us through our {contactForm}, or call Monday to Friday, 8am to 5pm
        Pacific time.
      </p>
    ),
  },
];

export function TermsPage() {
  usePageTitle("Terms and conditions");
  return (
    <LegalDocument
      title="Terms and conditions"
      subtitle="End user license agreement"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          <strong>The essentials:</strong> you must be {MINIMUM_AGE} or older. Taxlane connects you with
          independent tax professionals and does not give tax advice itself. Plans are monthly or yearly with
          a {FREE_TRIAL_DAYS}-day free trial, you can cancel any time, and there are no refunds for partial
          periods. If we disagree, we first talk for {DISPUTE_NEGOTIATION_DAYS} days before anything formal.
        </p>
      }
      sections={sections}
    />
  );
}
