import { ACCESS_REQUESTS_LIMIT, MINIMUM_AGE, TAX_INFO_RETENTION_YEARS } from "@taxlane/contract";
import { legal } from "@taxlane/contract/i18n/local/legal";
import { Link } from "react-router";
import { usePageTitle } from "../../../lib/use-page-title";
import { LegalDocument, type LegalSection } from "./LegalDocument";
import { LEGAL_LAST_UPDATED, numberWord, timesWord } from "./legal-text";

const retention = `${numberWord(TAX_INFO_RETENTION_YEARS)} years`;
const accessRequests = `${timesWord(ACCESS_REQUESTS_LIMIT.count)} in any ${ACCESS_REQUESTS_LIMIT.perMonths}-month period`;

const contactForm = <Link to="/contact-us">contact form</Link>;

const sections: readonly LegalSection[] = [
  {
    id: "scope",
    title: "Who we are and what this policy covers",
    body: (
      <>
        <p>
          Taxlane runs an online marketplace that connects taxpayers, both individuals and businesses, with
          independent tax professionals: attorneys, certified public accountants, enrolled agents and
          registered tax preparers. In this policy, "Taxlane", "we" and "us" mean the company that operates
          the Taxlane website and application, and "you" means anyone who visits or uses it.
        </p>
        <p>
          This policy explains what personal information we collect, why we collect it, who can see it, how we
          protect it, how long we keep it and the choices you have. It applies to the Taxlane website, the
          signed-in application and the e-mails we send. Tax professionals you work with through Taxlane are
          responsible for how they handle your information in their own practice, under their own professional
          and legal obligations.
        </p>
      </>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information we collect",
    body: (
      <>
        <p>
          We collect information you give us and a small amount of information created as you use Taxlane:
        </p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, phone number, password (stored only
            in a scrambled, one-way form), time zone, and whether you agreed that professionals may call you
            with quotes. Tax professionals also give us their credentials, services, experience, education,
            pricing and a profile photo.
          </li>
          <li>
            <strong>Questionnaire answers:</strong> what you tell us about your tax situation when you ask for
            introductions, as an individual or a business.
          </li>
          <li>
            <strong>Tax information:</strong> the answers you give in the guided organizer, such as household
            members, income, deductions, credits, bank details for a refund and business figures, and the tax
            returns professionals deliver.
          </li>
          <li>
            <strong>Documents:</strong> files you upload, such as W-2s, 1099s, statements and receipts.
          </li>
          <li>
            <strong>Social Security numbers</strong> and other taxpayer identification numbers you enter in
            the fields made for them. They are encrypted when stored and shown masked.
          </li>
          <li>
            <strong>Activity in the service:</strong> quotes, messages, appointment requests, reviews, the
            status of each tax preparation, and notifications.
          </li>
          <li>
            <strong>Billing details:</strong> the plan you chose, its billing period and trial dates. Card
            payments are handled by our payment processor; we do not store your full card number.
          </li>
          <li>
            <strong>Messages to us:</strong> what you send through the contact form, your newsletter sign-up,
            and the questions you ask our FAQ chatbot.
          </li>
          <li>
            <strong>Technical information:</strong> the records our servers keep when you use Taxlane, such as
            your IP address, browser type and the time of each request, which we use to keep the service
            running and secure.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How we use your information",
    body: (
      <>
        <p>We use your information only to run Taxlane and keep it safe, specifically to:</p>
        <ul>
          <li>
            create and secure your account, including sending sign-up, sign-in and password-reset codes;
          </li>
          <li>
            route your request to tax professionals who fit it and show you their introductions and quotes;
          </li>
          <li>
            let you and your professional message each other, book appointments, share documents and work
            through the organizer;
          </li>
          <li>
            manage subscriptions, trials and renewals, including the reminders we send before a yearly term
            ends;
          </li>
          <li>answer your questions and requests for support;</li>
          <li>send the newsletter, only if you signed up for it;</li>
          <li>detect, prevent and investigate fraud, abuse and security incidents;</li>
          <li>verify the credentials of tax professionals;</li>
          <li>meet our legal obligations and enforce our terms; and</li>
          <li>
            understand what works and fix what does not, using our own records, not third-party trackers.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "who-sees-information",
    title: "Who can see your information",
    body: (
      <>
        <p>
          <strong>Tax professionals.</strong> Your questionnaire answers go only to the professionals your
          request is routed to. Your organizer answers, documents and tax preparation are visible only to the
          professional you chose by accepting their quote.
        </p>
        <p>
          <strong>Other users.</strong> A tax professional's profile, including reviews taxpayers leave, is
          public, because it helps taxpayers choose. A taxpayer's information is never public.
        </p>
        <p>
          <strong>Our team and service providers.</strong> Taxlane staff can access information only when they
          need it to run, support or secure the service. We use a small number of service providers, for
          example to host the service, deliver e-mail and process card payments. They may use your information
          only to provide their service to us, under confidentiality and security obligations.
        </p>
        <p>
          <strong>When the law requires it.</strong> We may disclose information if we must by law, such as in
          response to a valid subpoena or court order, or when it is needed to protect the rights, property or
          safety of our users, the public or Taxlane. If Taxlane is involved in a merger or sale, information
          may move to the new owner, who must keep honoring this policy.
        </p>
        <p>
          <strong>We do not sell your personal information</strong>, and we do not share it with advertisers
          or data brokers.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "How we protect your information",
    body: (
      <>
        <ul>
          <li>Uploaded files are encrypted at rest.</li>
          <li>
            Social Security numbers and other taxpayer identification numbers are encrypted when stored and
            shown masked on screen.
          </li>
          <li>
            Sign-in can be protected with a second step: a code we e-mail to you. It is always on for tax
            professionals and optional for taxpayers.
          </li>
          <li>Passwords are stored only as one-way hashes, never in readable form.</li>
          <li>Access by our staff is limited to what their work requires.</li>
        </ul>
        <p>
          You can help too: use a strong password that you use nowhere else, and{" "}
          <strong>never send a Social Security number by chat message or e-mail</strong>, to us or to a
          professional. Enter it only in the fields made for it. Our FAQ chatbot will never ask for it.
        </p>
        <p>
          No system is perfectly secure. If we learn of a security breach that affects your personal
          information, we will notify you as the law requires.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and local storage",
    body: (
      <>
        <p>
          When you sign in, Taxlane keeps a sign-in token in your browser's local storage so that you stay
          signed in as you move between pages. It is removed when you sign out, and you can also clear it
          through your browser's settings.
        </p>
        <p>
          That token is the only thing we store in your browser for our own use. We do not use advertising
          cookies, analytics cookies or any third-party trackers, and we do not follow you across other
          websites.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep information",
    body: (
      <>
        <p>
          We keep <strong>tax information</strong>, meaning questionnaire and organizer answers, uploaded
          documents and the returns delivered through Taxlane, for <strong>{retention}</strong>. Tax records
          can be needed long after a return is filed, for example to answer a question from a tax agency or to
          prepare a later return.
        </p>
        <p>
          We keep account details while your account is open. When an account is closed, we delete or
          anonymize its other personal information within a reasonable time, except what we must keep for the
          retention period above, to meet legal or accounting obligations, or to resolve disputes.
        </p>
      </>
    ),
  },
  {
    id: "your-choices",
    title: "Your rights and choices",
    body: (
      <>
        <ul>
          <li>
            <strong>Access.</strong> You can ask for a copy of the personal information we hold about you. You
            can make an access request <strong>{accessRequests}</strong>.
          </li>
          <li>
            <strong>Correction.</strong> You can update most account details yourself in your profile, or ask
            us to correct anything else.
          </li>
          <li>
            <strong>Deletion.</strong> You can ask us to close your account and delete your information,
            subject to the retention described above.
          </li>
          <li>
            <strong>Communications.</strong> You can unsubscribe from the newsletter at any time. Messages
            needed to run your account, such as sign-in codes and renewal reminders, are part of the service.
          </li>
        </ul>
        <p>
          To make a request, use our {contactForm} and tell us what you would like. We will confirm it is you
          before acting on it, and reply as soon as we can and within any time limit the law sets. Depending
          on the state where you live, you may have additional privacy rights under state law; we honor them,
          and you can use the same form to exercise them.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        Taxlane is for adults: you must be {MINIMUM_AGE} or older to create an account. We do not knowingly
        collect personal information from anyone under {MINIMUM_AGE}, other than the details of dependents
        that a parent or guardian enters for their own tax return. If you believe a child has created an
        account, tell us through the {contactForm} and we will delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        We may update this policy as the service or the law changes. We will post the new version here with a
        new "Last updated" date, and if a change significantly affects how we use your information, we will
        tell you by e-mail or in the application before it takes effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "How to contact us",
    body: (
      <p>
        Questions about this policy or your information? Write to us through our {contactForm} and our team
        will get back to you. You can also call us Monday to Friday, 8am to 5pm Pacific time.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  usePageTitle(legal.privacyPolicyTitle);
  return (
    <LegalDocument
      title="Privacy policy"
      subtitle="How Taxlane collects, uses and protects your personal and tax information."
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          <strong>In short:</strong> we collect what we need to connect you with tax professionals and to let
          you work together. Only the professionals your request is sent to, or the one you choose, can see
          your tax information. We encrypt your documents and Social Security numbers, we keep tax information
          for {retention}, and we never sell your data.
        </p>
      }
      sections={sections}
    />
  );
}
