import { FREE_TRIAL_DAYS, MAX_EXPERT_INTRODUCTIONS } from "@taxlane/contract";
import { legal } from "@taxlane/contract/i18n/local/legal";
import { Link } from "react-router";
import { AboutLayout, type AboutWords } from "./AboutLayout";

const words: AboutWords = {
  pageTitle: legal.aboutTitle,
  eyebrow: "About us",
  title: "About Taxlane",
  subtitle:
    "We help individuals and businesses find the right tax professional, and help tax professionals find clients who need exactly what they do.",
  missionHeading: "Our mission",
  mission: [
    "Finding a tax professional usually means asking friends, scrolling through search results and hoping for the best. Taxlane exists to make that choice easier and safer: to match people with qualified professionals who fit their situation, and to give both sides one secure place to work together.",
    "We are not a tax preparer ourselves. The professionals on Taxlane are independent, and they do the tax work. Our job is to make the introduction a good one, keep your information safe, and take the friction out of everything around the return: quotes, messages, appointments and documents.",
  ],
  howHeading: "How it works",
  columns: [
    {
      title: "For taxpayers",
      steps: [
        "Answer a short questionnaire about your taxes, as an individual or a business.",
        `Get up to ${MAX_EXPERT_INTRODUCTIONS} introductions to professionals who fit, usually within hours.`,
        "Compare their profiles, reviews and quotes, and choose by accepting a quote.",
        "Message your professional, book appointments in person, by phone or by video, upload documents and follow your return until it is filed.",
      ],
    },
    {
      title: "For tax professionals",
      steps: [
        "Create a profile with your credentials, services and pricing; we verify the credentials.",
        "Receive requests from taxpayers whose needs match your work.",
        "Send quotes, and start working as soon as a taxpayer accepts.",
        `Manage appointments, collect documents securely and deliver finished returns in one place, starting with a ${FREE_TRIAL_DAYS}-day free trial.`,
      ],
    },
  ],
  valuesHeading: "What we value",
  values: [
    {
      title: "Trust is earned and checked",
      text: "Every professional on Taxlane is an attorney, a CPA, an enrolled agent or a registered tax preparer, and our team checks credentials before they show as verified.",
    },
    {
      title: "Your information stays yours",
      text: "Documents are encrypted, Social Security numbers are encrypted and masked, and only the professionals you are introduced to or choose can see your details. We never sell data.",
    },
    {
      title: "Plain language",
      text: "Taxes are complicated enough. We explain things simply, show prices up front and write our policies to be read, not skimmed past.",
    },
    {
      title: "Fair to both sides",
      text: "Taxpayers deserve clear choices and honest quotes; professionals deserve well-described requests and clients who are ready to work. A good match serves both.",
    },
  ],
  contactHeading: "We would like to hear from you",
  contactText: (
    <>
      Questions, feedback or press enquiries: write to us and our team will reply. Read our{" "}
      <Link to="/faq" className="tl-about__contact-link">
        FAQ
      </Link>{" "}
      for quick answers.
    </>
  ),
  contactButton: "Contact us",
};

export function AboutPage() {
  return <AboutLayout words={words} />;
}
