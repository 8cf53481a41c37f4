import {
  ARBITRATION_CLAIM_THRESHOLD_USD,
  DISPUTE_NEGOTIATION_DAYS,
  LIABILITY_CAP_FEE_MONTHS,
  LIABILITY_CAP_MINIMUM_USD,
} from "@taxlane/contract";
import { Link } from "react-router";
import type { LegalSection } from "./LegalDocument";
import { formatUsd } from "./legal-text";

const arbitrationThreshold = formatUsd(ARBITRATION_CLAIM_THRESHOLD_USD);
const contactForm = <Link to="/contact-us">contact form</Link>;

/** The terms' legal closing: warranties, liability, disputes, termination, changes and contact. */
export const termsLegalSections: readonly LegalSection[] = [
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
