import {
  ACCESS_REQUESTS_LIMIT,
  FREE_TRIAL_DAYS,
  MAX_EXPERT_INTRODUCTIONS,
  MINIMUM_AGE,
  RENEWAL_REMINDER_DAYS_BEFORE,
  TAX_INFO_RETENTION_YEARS,
  VERIFICATION_CODE_LENGTH,
} from "@taxlane/contract";

/** The public FAQ (shown on /faq and searched by the chatbot), in display order. */
export interface FaqEntryText {
  readonly category: string;
  readonly question: string;
  readonly answer: string;
}

const introductions = `up to ${MAX_EXPERT_INTRODUCTIONS}`;
const trial = `${FREE_TRIAL_DAYS}-day free trial`;

export const faqEntries: readonly FaqEntryText[] = [
  // Getting started
  {
    category: "Getting started",
    question: "What is Taxlane?",
    answer: `Taxlane is a marketplace that connects taxpayers, both individuals and businesses, with tax professionals: attorneys, CPAs, enrolled agents and registered tax preparers. You tell us what you need, we introduce you to professionals who fit, and you choose the one you want to work with.`,
  },
  {
    category: "Getting started",
    question: "How does it work?",
    answer: `You answer a short questionnaire about your taxes, as an individual or a business. We then introduce you to ${introductions} tax professionals who fit your situation, usually within hours.\n\nYou compare their profiles, reviews and quotes, and choose a professional by accepting their quote. From then on you can message them, book appointments, upload documents and follow your return's progress in one place.`,
  },
  {
    category: "Getting started",
    question: "Who can use Taxlane?",
    answer: `Individuals and businesses that need help with US taxes, and the tax professionals who serve them. You must be at least ${MINIMUM_AGE} years old to create an account.`,
  },
  {
    category: "Getting started",
    question: "Should I choose individual or business?",
    answer: `Choose individual for your personal return, including wages, investments, rental property or a side business reported on your own return. Choose business for a company's return, such as a partnership, corporation or other entity. If you need both, start with the one that is most urgent and mention the other to your professional.`,
  },
  {
    category: "Getting started",
    question: "Do I need an account?",
    answer: `Yes. You sign up with your name, e-mail address, phone number and a password, and confirm your e-mail with a ${VERIFICATION_CODE_LENGTH}-digit code we send you. The account keeps your questionnaire, messages, documents and appointments together and private.`,
  },

  // Finding a professional
  {
    category: "Finding a professional",
    question: "What kinds of tax professionals are on Taxlane?",
    answer: `Attorneys, certified public accountants (CPAs), enrolled agents and registered tax preparers. Each profile shows the professional's credentials, services, experience, work history and reviews.`,
  },
  {
    category: "Finding a professional",
    question: "How do you check the professionals?",
    answer: `Professionals tell us their credentials when they join, and our team checks them. A credential is shown as verified on a profile only once we have checked it.\n\nWe still encourage you to read profiles and reviews and ask questions before you choose.`,
  },
  {
    category: "Finding a professional",
    question: "How soon will I hear from someone?",
    answer: `Usually within hours. After you finish the questionnaire we introduce you to ${introductions} professionals, and you will see their introductions and quotes in your account.`,
  },
  {
    category: "Finding a professional",
    question: "How do I compare professionals?",
    answer: `Open each professional's profile to see their credentials, services, pricing, experience, recent work and reviews from other taxpayers. You can message them with questions before you decide, and compare their quotes side by side.`,
  },
  {
    category: "Finding a professional",
    question: "Do I have to choose one of the professionals I'm introduced to?",
    answer: `No. You are never obliged to accept a quote. If none of your introductions feels right, tell us through the contact form and we will do our best to help.`,
  },
  {
    category: "Finding a professional",
    question: "Can I meet my tax professional in person?",
    answer: `Yes, if they offer it. You can request an appointment in person, by phone call or by video chat at a time that suits you, and the professional approves it, or declines it with a message so you can find another time. Each profile shows whether the professional works online or by phone, travels to clients, or has clients come to them.`,
  },
  {
    category: "Finding a professional",
    question: "Can I leave a review?",
    answer: `Yes. After working with a professional you can leave feedback on their profile, which helps other taxpayers choose.`,
  },

  // Quotes and payments
  {
    category: "Quotes and payments",
    question: "How much does it cost?",
    answer: `Taxpayers don't need a plan. The fee for preparing your return is set by the professional you choose, and you see it in their quote before you agree to anything. Taxlane's plans are for tax professionals; you can see them on our Pricing page.\n\nAll prices are in US dollars.`,
  },
  {
    category: "Quotes and payments",
    question: "How do quotes work?",
    answer: `Professionals who are introduced to you send a quote for your request. A quote tells you what the professional will do and what it will cost. You can ask questions by message before you decide.`,
  },
  {
    category: "Quotes and payments",
    question: "How do I choose a professional?",
    answer: `Accept their quote. When you do, a tax preparation job starts with that professional, and you can message them, book appointments, upload documents and fill in the organizer.`,
  },
  {
    category: "Quotes and payments",
    question: "What do the statuses of my tax preparation mean?",
    answer:
      "Not started means the job exists but work has not begun, and In process means your return is being worked on. In for review means the return is being reviewed before filing. Waiting for information means your professional needs something from you, such as a document or an answer. Filed means your return has been filed.",
  },
  {
    category: "Quotes and payments",
    question: "How does the free trial work?",
    answer: `Every plan starts with a ${trial}. We take your card details when you sign up for the plan, and the first charge is made only after the trial ends. If you cancel during the trial, you are not charged.`,
  },
  {
    category: "Quotes and payments",
    question: "How do I cancel my plan?",
    answer: `You can cancel at any time, free of charge. The cancellation takes effect the day after your current monthly or yearly period ends, and you keep access until then.`,
  },
  {
    category: "Quotes and payments",
    question: "Can I get a refund?",
    answer: `We do not give refunds for partial periods. When you cancel, your plan stays active until the end of the period you have paid for, and you are not charged again.`,
  },
  {
    category: "Quotes and payments",
    question: "Will I be reminded before a yearly plan renews?",
    answer: `Yes. For yearly plans we e-mail a renewal reminder ${RENEWAL_REMINDER_DAYS_BEFORE.min} to ${RENEWAL_REMINDER_DAYS_BEFORE.max} days before the term ends, so you have time to decide whether to keep or cancel the plan.`,
  },

  // Documents and security
  {
    category: "Documents and security",
    question: "Is my information safe?",
    answer: `Yes, we take it seriously. Files you upload are encrypted at rest, Social Security numbers are stored encrypted and shown masked, and sign-in can be protected with a code e-mailed to you (always on for professionals).\n\nOnly the professionals your request is sent to, or the one you choose, can see your information, and we never sell your data.`,
  },
  {
    category: "Documents and security",
    question: "How do I send documents to my tax professional?",
    answer: `Upload them in Taxlane, in your tax preparation or in a message to your professional. A clear phone photo is fine. Please do not send tax documents by e-mail.`,
  },
  {
    category: "Documents and security",
    question: "What documents do I need?",
    answer: `It depends on your return, and your professional tells you exactly what they need. Most people bring last year's return, their income forms (W-2s, 1099s, K-1s), records for deductions and credits such as mortgage interest, gifts to charity and child care, and a photo ID.\n\nThe organizer asks about each part of your return, and your professional can request a specific document in your tax preparation, where you upload it.`,
  },
  {
    category: "Documents and security",
    question: "Can I send my Social Security number by chat or e-mail?",
    answer: `Please don't. Never send a Social Security number in a chat message or an e-mail, to us or to anyone else. Enter it only in the fields made for it, such as the organizer, where it is encrypted and masked.`,
  },
  {
    category: "Documents and security",
    question: "What is the organizer?",
    answer: `The organizer is a guided questionnaire that collects what your professional needs to prepare your return: your household, income, deductions, credits and, for businesses, company details. You can fill it in at your own pace, and your professional sees your answers.`,
  },
  {
    category: "Documents and security",
    question: "Who can see my information?",
    answer: `Only the professionals your request is sent to, or the professional you choose, and the Taxlane staff who need it to run and support the service. We do not sell your data or share it with advertisers. Our privacy policy explains the details.`,
  },
  {
    category: "Documents and security",
    question: "How long do you keep my tax information?",
    answer: `We keep tax information for ${TAX_INFO_RETENTION_YEARS} years, so that you and your professional can refer back to past returns. The privacy policy explains what we keep and why.`,
  },
  {
    category: "Documents and security",
    question: "Will the chatbot ask for my Social Security number?",
    answer: `No, never. The FAQ chatbot answers general questions from our FAQ and blog. It never asks for a Social Security number or other sensitive details, so please don't type them into it.`,
  },

  // For tax professionals
  {
    category: "For tax professionals",
    question: "How do I join Taxlane as a tax professional?",
    answer: `Sign up as a tax professional and build your profile: your credentials, services, experience, work modes and pricing. Our team checks your credentials and marks them as verified on your profile.`,
  },
  {
    category: "For tax professionals",
    question: "What does it cost to join?",
    answer: `There are two plans, Basic and Standard, sold monthly or yearly, and each starts with a ${trial}. Your card is taken at sign-up and charged only after the trial. You can cancel any time, effective the day after your current period ends; see our Pricing page for what each plan includes and costs.`,
  },
  {
    category: "For tax professionals",
    question: "How do I receive requests and send quotes?",
    answer: `Requests from taxpayers who fit your profile appear in your Requests page, with their questionnaire answers. You send a quote from there. When the taxpayer accepts it, a tax preparation job starts and you can work with them in one place.`,
  },
  {
    category: "For tax professionals",
    question: "How do I deliver a finished return?",
    answer: `Upload the return file in the client's tax preparation, and update its status so the client knows where things stand. You can download the documents your client uploaded from the same place.`,
  },
  {
    category: "For tax professionals",
    question: "Can I connect my calendar?",
    answer: `Yes. You can sync a Google or Microsoft calendar so appointments stay in one place, and you can stop the sync at any time. You approve or reject each appointment request.`,
  },
  {
    category: "For tax professionals",
    question: "Why do I get a sign-in code every time I log in?",
    answer: `Two-factor sign-in is always on for tax professionals, because your account gives access to clients' tax information. After your password, enter the code we e-mail you to finish signing in.`,
  },

  // Account
  {
    category: "Account",
    question: "I forgot my password. What do I do?",
    answer: `Choose "Forgot password" on the log-in page and enter your e-mail address. We e-mail you a code and a link; use either one to set a new password.`,
  },
  {
    category: "Account",
    question: "Can I turn on two-factor sign-in?",
    answer: `Yes. Two-factor sign-in is optional for taxpayers: when it is on, you enter a code we e-mail you each time you sign in, after your password. It is always on for tax professionals.`,
  },
  {
    category: "Account",
    question: "How do I update my name, phone number or e-mail?",
    answer: `Open your profile, change the details and choose Save Changes. Please use your legal name as it appears on your Social Security card, because tax forms must match it.`,
  },
  {
    category: "Account",
    question: "How do I get a copy of my data or delete my account?",
    answer: `Send us a request through the contact form. You can ask for access to your data up to ${ACCESS_REQUESTS_LIMIT.count} times in any ${ACCESS_REQUESTS_LIMIT.perMonths} months. Some tax information must be kept for ${TAX_INFO_RETENTION_YEARS} years even after an account is closed, as our privacy policy explains.`,
  },
  {
    category: "Account",
    question: "How old do I have to be to use Taxlane?",
    answer: `You must be at least ${MINIMUM_AGE} years old. Taxlane is not meant for children, and we do not knowingly collect information from anyone under ${MINIMUM_AGE}.`,
  },
  {
    category: "Account",
    question: "How do I contact support?",
    answer: `Use the contact form on our Contact us page and we will reply by e-mail. You can also call us Monday to Friday, 8am to 5pm Pacific time.`,
  },
];
