/** The contact and book-a-demo forms: their answers and the mail they send. */
export const contact = {
  noMessage: "No message.",
  inboundFrom: "From: {name} <{email}>",
  inboundOrganization: "Organization: {organization}",
  inboundPhone: "Phone: {phone}",
  inboundMessage: "Message:\n{message}",
  greetingByName: "Hi {name},",
  greeting: "Hello,",
  demoRequestSubject: "Demo request from {name}",
  contactSubject: "Contact form: {name}",
  contactReceiptSubject: "We received your message",
  contactReceiptText:
    "Thanks for writing to Taxlane. We read every message and answer within one business day (Monday to Friday 8am-5pm Pacific).",
  contactReceiptSafety:
    "For your safety, please never send a Social Security number or bank details by e-mail.",
  demoReceiptSubject: "Your Taxlane demo request",
  demoReceiptText:
    "Thanks for booking a demo of Taxlane for tax professionals. We'll reply within one business day to agree on a time that suits you.",
  demoReceiptTrial: "In the meantime you can start your 30-day free trial at any time.",
  contactSent: "Thanks! Your message is on its way. We'll reply by e-mail within one business day.",
  demoSent: "Thanks! We'll e-mail you within one business day to agree on a time for your demo.",
  notAccepted: "We couldn't accept this message. Please try again, or write to us by e-mail.",
  newsletterUnsubscribeInvalid: "This unsubscribe link is not valid. It may belong to an older e-mail.",
  newsletterWelcomeSubject: "Welcome to the Taxlane newsletter",
  newsletterWelcomeText:
    "Thanks for subscribing! About once a month we'll send you practical tax tips, deadlines worth knowing and news from Taxlane.",
  newsletterUnsubscribe: "You can unsubscribe at any time with this link: {link}",
  formHeading: "Send us a message",
  formIntro: "We answer within one business day. Please don't include your SSN or other personal numbers.",
  pageTitle: "Contact us",
  pageLead:
    "Questions about finding a tax professional, your account or joining as a professional? We're here to help.",
  chatHeading: "Chat with us",
  chatText: "Our assistant answers common questions about Taxlane and taxes right away.",
  chatOpen: "Open the chat",
  whereHeading: "Where we are",
  location: "San Francisco, California",
  /** `<mark>`: the asterisk as seen; `<spoken>`: the same said to a screen reader. */
  requiredNote: "Fields marked <mark>*</mark><spoken>with an asterisk</spoken> are required.",
  sending: "Sending…",
  sendMessage: "Send message",
} as const;
