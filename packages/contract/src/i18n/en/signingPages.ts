/** The signing page and the taxpayer's signatures on the web: identity check, signing pad, paper page. */
export const signingPages = {
  padType: "Type",
  padDraw: "Draw",
  padTypeLabel: "Type your full name as your signature",
  padDrawHint: "Sign in the box with your mouse, finger or pen.",
  padDrawLabel: "Signature drawing area",
  padClear: "Clear",

  // The page and its states
  pageTitle: "Sign a document",
  loading: "Opening the document to sign…",
  notFoundTitle: "This signing link does not work",
  noKeyText:
    "Open the link from the e-mail your professional sent you, or sign in to Taxlane if the document is for your own account.",
  signIn: "Sign in",
  loadFailedTitle: "The document could not be opened",
  tryAgain: "Try again",
  someoneElseTitle: "You are signed in as someone else",
  signOut: "Sign out",
  signingOut: "Signing out…",
  withdrawnTitle: "This request was withdrawn",
  withdrawnText:
    "{professional} withdrew the request to sign “{title}”. There is nothing to sign now; if you think this is a mistake, ask them.",
  expiredTitle: "This request has expired",
  expiredText:
    "The request to sign “{title}” ended on {date}. Ask {professional} to send it again if it still needs your signature.",
  signedTitle: "You have signed",
  signedText: "You signed “{title}” on {date}.",
  signedOnPaperText: "{professional} accepted your hand-signed page for “{title}”.",
  waitingForOthers:
    "The signed copy will be ready once everyone who must sign has signed. We will e-mail you when it is.",
  signedCopyReady: "Everyone has signed. The signed copy is ready.",
  downloadSigned: "Download the signed copy",
  doneTitle: "Thank you, you have signed",
  doneText:
    "Your signature is on “{title}”. {professional} has been told. If someone else must sign too, we will e-mail you the signed copy once they have.",

  // (a) who asks and what
  askedBy: "{professional} asks you, {signer}, to sign “{title}”.",
  expiresOn: "Please sign by {date}.",
  viewDocument: "View the document",
  yourFieldsTitle: "Where you will sign",
  fieldOnPage:
    "{kind, select, signature {Your signature} initials {Your initials} other {The date}} on page {page}",
  stepIdentity: "Step 1 of 2: confirm who you are",
  stepSign: "Step 2 of 2: sign",

  // (b) the identity check
  identityLead:
    "{professional} asked us to check your identity before you sign. What you type here is used for the check only and is not kept.",
  testCheckTitle: "Test identity check: nothing real is checked",
  testCheckText:
    "This is Taxlane's own test check, used while no identity check provider is set up. It checks nothing real: any name and date of birth pass, and an ID number ending in 0000 fails.",
  fullName: "Full name",
  fullNameRequired: "Enter your full name.",
  dateOfBirth: "Date of birth",
  idLast4: "Last four digits of your Social Security number or ITIN",
  idLast4Help: "An ITIN (Individual Taxpayer Identification Number) works as well as an SSN.",
  triesLeft: "{count, plural, one {You have 1 try left.} other {You have # tries left.}}",
  checkIdentity: "Check my identity",
  checking: "Checking…",
  identityFailed: "We could not confirm your identity with these details. Check them and try again.",
  identityPassed: "Your identity is confirmed. You can sign now.",

  // after two failed tries
  waysOnTitle: "We could not confirm your identity online",
  waysOnLead: "You have used both tries. Nothing is locked: choose one of these ways to sign instead.",
  askProfessional: "Ask {professional} to verify you in person or by video call",
  askProfessionalText:
    "Get in touch with {professional}. Once they have seen your photo ID, this page will let you sign; reload it then.",
  printSignUpload: "Print, sign and upload",
  printSignUploadText:
    "Download the document, print it, sign it by hand where asked, then upload a scan or a clear photo of the signed pages (PDF, JPG or PNG).",
  downloadToPrint: "Download the document to print",
  uploadLabel: "Signed pages (PDF, JPG or PNG)",
  upload: "Upload the signed pages",
  uploading: "Uploading…",
  noFileChosen: "Choose the scan or photo of your signed pages first.",
  wrongFileType: "Choose a PDF, JPG or PNG file.",
  paperWaitingTitle: "Waiting for your professional",
  paperWaitingText:
    "We sent your signed pages to {professional}. Once they accept them, your signature counts; we will e-mail you.",
  paperRejectedTitle: "{professional} could not accept your signed pages",
  paperRejectedNote: "What they said: {note}",
  uploadAgain: "Upload the signed pages again",

  // (c) signing
  signTitle: "Sign",
  initials: "Your initials",
  initialsHelp: "Used where the document asks for your initials.",
  consent: "By signing, I agree my electronic signature is the legal equivalent of my handwritten one.",
  sign: "Sign",
  signing: "Signing…",
  signFirst: "Sign first: type your name or draw your signature.",
  initialsFirst: "Type your initials.",

  // the taxpayer's job and to-do list
  requestsTitle: "Documents to sign",
  requestsLoading: "Loading the documents to sign",
  requestsLoadFailed: "The documents to sign could not be loaded",
  requestsNone: "{professional} has not asked you to sign anything yet.",
  statusSent: "Waiting for signatures",
  statusCompleted: "Signed by everyone",
  statusWithdrawn: "Withdrawn",
  statusExpired: "Expired",
  statusDraft: "Not sent yet",
  sentOn: "Sent {date}",
  dueOn: "Sign by {date}",
  completedOn: "Completed {date}",
  roleTaxpayer: "Taxpayer",
  roleSpouse: "Spouse",
  you: "{name} (you)",
  signerLine: "{name}, {role}: {state}",
  stateWaiting: "Not signed yet",
  stateIdentityFailed: "Identity not confirmed yet",
  statePaperUploaded: "Signed pages waiting for the professional",
  statePaperRejected: "Signed pages sent back",
  stateSigned: "Signed",
  stateSignedOnPaper: "Signed on paper",
  signedOnDate: "Signed {date}",
  reviewAndSign: "Review and sign",
  reviewAndSignNamed: "Review and sign “{title}”",
  ofTitle: "of “{title}”",
  toSignTitle: "Waiting for your signature",
  toSignItem: "“{title}” from {professional}, sign by {date}",
  toSignLoadFailed: "What waits for your signature could not be loaded.",
} as const;
