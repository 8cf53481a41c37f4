import {
  billingTexts,
  FREE_TRIAL_DAYS,
  PAST_DUE_GRACE_DAYS,
  RENEWAL_REMINDER_DAYS_BEFORE,
  TRIAL_REMINDER_DAYS_BEFORE,
} from "@taxlane/contract";
import { Link } from "react-router";
import type { LegalSection } from "./LegalDocument";

/** The terms on plans and billing, and on using the Service: conduct, content, license, third parties. */
export const termsPlansAndUseSections: readonly LegalSection[] = [
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
            <strong>What a plan unlocks.</strong> {billingTexts.unlocks} {billingTexts.without}
          </li>
          <li>
            <strong>Free trial.</strong> Each plan starts with a{" "}
            <strong>{FREE_TRIAL_DAYS}-day free trial</strong>. We take your card details when you sign up for
            the plan and charge the card only after the trial ends. We remind you {TRIAL_REMINDER_DAYS_BEFORE}{" "}
            days before the trial ends. If you cancel before the trial ends, you are not charged.
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
            <strong>Switching.</strong> {billingTexts.switching}
          </li>
          <li>
            <strong>Price changes.</strong> Your plan keeps the price you signed up at, for as long as you
            keep it. If a plan's price changes, the new price applies to new sign-ups, and to you only if you
            switch between monthly and yearly billing; the price of the switch is shown before you confirm it.
          </li>
          <li>
            <strong>Failed payments.</strong> If a charge fails, sending quotes is paused until the payment
            goes through; if it still fails {PAST_DUE_GRACE_DAYS} days later, the plan ends.
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
];
