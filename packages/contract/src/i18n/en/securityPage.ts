/**
 * The Security page of the signed-in areas: where the person stands with the second factor, the
 * authenticator app, passkeys, recovery codes, e-mailed codes and the devices they are signed in on.
 */
export const securityPage = {
  title: "Security",
  menuLabel: "Security",
  loading: "Loading your security settings",
  loadError: "We couldn't load your security settings.",
  tryAgain: "Try again",
  cancel: "Cancel",
  never: "never",

  // Where the person stands.
  standingHeading: "Your sign-in protection",
  /** `{factors}`: "an authenticator app", "a passkey", or both joined. */
  protectedBy: "Your account is protected by {factors}.",
  factorApp: "an authenticator app",
  factorPasskeys: "{count, plural, one {a passkey} other {# passkeys}}",
  factorsJoined: "{first} and {second}",
  /** `{date}`: the last day of the grace. */
  dueBy:
    "Add an authenticator app or a passkey by {date}. Until then you can keep signing in with e-mailed codes.",
  /** A professional whose days to add one have not begun yet (they begin at the next sign-in). */
  dueSoon:
    "Add an authenticator app or a passkey: from your next sign-in you have {days} days before one is needed to see client information.",
  dueWhyExpert: "After that day, client information stays closed until you add one.",
  dueWhyAdmin: "After that day, the operator tools stay closed until you add one.",
  blockedHeading: "Add an authenticator app or a passkey to continue",
  blockedExpert:
    "Your 7 days to add one are over, so your clients' information is closed for now. It opens as soon as you add an authenticator app or a passkey below.",
  blockedAdmin:
    "Your 7 days to add one are over, so the operator tools are closed for now. They open as soon as you add an authenticator app or a passkey below.",
  signInAgain:
    "This session was opened without your authenticator app or passkey. Sign out and sign in again with one of them to reach everything.",
  invitation:
    "Add an authenticator app or a passkey for a stronger sign-in than e-mailed codes. It takes about a minute.",

  // The intro for a professional sent here after signing in (`?setup=1`).
  introHeading: "Protect your clients' information",
  introText:
    "Taxlane asks tax professionals and operators to confirm each sign-in with something only they have. Choose one; you can add the other later.",
  introAppTitle: "Authenticator app",
  introAppText:
    "An app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…) shows a new 6-digit code every 30 seconds.",
  introPasskeyTitle: "Passkey",
  introPasskeyText:
    "Your device's fingerprint, face or screen lock signs you in. Nothing to type, and nothing a fake site can catch.",
  introRemindLater: "Remind me later",
  introDone: "You're all set: your sign-in is protected.",
  introContinue: "Continue to your work",

  // Authenticator app.
  appHeading: "Authenticator app",
  appNone: "No authenticator app yet. Once added, you sign in with the 6-digit code it shows.",
  appSetUp: "Set up an authenticator app",
  /** `{added}`: a date; `{used}`: "3 days ago" or "never". */
  appAdded: "Added {added}. Last used {used}.",
  appReplace: "Replace with a new phone",
  appRemove: "Remove",
  appRemoveTitle: "Remove the authenticator app?",
  appRemoveText: "You will no longer be able to sign in with its codes. Enter your password to remove it.",
  appRemoved: "The authenticator app was removed.",
  appAddedDone: "Your authenticator app is set up.",

  // The setup dialog.
  setupTitle: "Set up an authenticator app",
  setupReplaceTitle: "Move your authenticator app to a new phone",
  setupReplaceNote: "Your old phone's codes stop working once the new one is confirmed.",
  setupStepScan: "Scan the code",
  setupStepConfirm: "Enter a code",
  setupScanText: "Open your authenticator app, choose to add an account, and scan this code.",
  setupQrAlt: "QR code to scan with your authenticator app",
  setupCantScan: "Can't scan?",
  setupKeyText: "Enter this key in your app instead (time-based):",
  setupOpenInApp: "Open in an authenticator app on this device",
  setupPreparing: "Preparing your key…",
  setupStartError: "We couldn't prepare a key for your app.",
  setupNext: "Next",
  setupBack: "Back",
  setupCodeLabel: "6-digit code from your app",
  setupCodeHint: "Type the code your app shows for Taxlane now.",
  setupConfirm: "Confirm",

  // Recovery codes.
  codesHeading: "Recovery codes",
  codesText:
    "Each code signs you in once if you lose your phone or passkey. Keep them somewhere safe, apart from your devices.",
  codesLeft: "{left} of {total} left",
  codesLow: "You are running low on recovery codes. Make new ones so you are not locked out.",
  codesNone: "You get recovery codes when you add an authenticator app or a passkey.",
  codesMakeNew: "Make new codes",
  codesMakeNewTitle: "Make new recovery codes?",
  codesMakeNewText: "Your old recovery codes stop working at once. Enter your password to make new ones.",
  codesDialogTitle: "Save your recovery codes",
  codesDialogText:
    "These codes are shown only this once. Each one signs you in one time if you can't use your app or passkey.",
  codesListLabel: "Your recovery codes",
  codesCopy: "Copy",
  codesCopied: "Copied",
  codesCopyFailed: "Your browser didn't allow copying. Select the codes and copy them yourself.",
  codesDownload: "Download as text file",
  codesFileHeading: "Taxlane recovery codes for {email}",
  codesFileNote: "Each code works once. Made {date}.",
  codesSaved: "I saved these codes",
  codesDone: "Done",
  codesDoneDisabled: "Confirm that you saved the codes to close this window.",

  // Passkeys.
  passkeysHeading: "Passkeys",
  passkeysNone:
    "No passkeys yet. A passkey lets you sign in with your device's fingerprint, face or screen lock.",
  /** `{added}`: a date; `{used}`: "3 days ago" or "never". */
  passkeyAdded: "Added {added} · Last used {used}",
  passkeyAdd: "Add a passkey",
  passkeyUnsupported:
    "This browser can't create passkeys. Open this page in an up-to-date browser to add one.",
  passkeyNameLabel: "Name",
  passkeyNameHint: "Something to tell it apart later, like “Work laptop” or “My phone”.",
  passkeyAddTitle: "Add a passkey",
  passkeyAddText:
    "Your browser will ask you to confirm with your fingerprint, face, screen lock or security key.",
  passkeyContinue: "Continue",
  passkeyCancelled: "The passkey wasn't created. Try again when you're ready.",
  passkeyAlreadyHere: "This device already has a passkey for Taxlane.",
  passkeyAddedDone: "Your passkey was added.",
  passkeyRemove: "Remove",
  /** The Remove button's name for people using a screen reader. */
  passkeyRemoveLabel: "Remove the passkey {name}",
  passkeyRemoveTitle: "Remove the passkey “{name}”?",
  passkeyRemoveText: "You will no longer be able to sign in with it. Enter your password to remove it.",
  passkeyRemoved: "The passkey was removed.",

  // Password confirmation.
  passwordLabel: "Your password",

  // E-mailed codes.
  emailHeading: "Codes by e-mail",
  emailOn: "Two-step sign-in with a code by e-mail is on.",
  emailOff: "Two-step sign-in with a code by e-mail is off.",
  emailLink: "Change it on your profile",

  // Sessions.
  sessionsHeading: "Where you're signed in",
  sessionsLoadError: "We couldn't load where you're signed in.",
  sessionsEmpty: "No sessions to show.",
  sessionsLoading: "Loading where you're signed in",
  sessionThisDevice: "This device",
  /** `{date}`: a date and time. */
  sessionSignedIn: "Signed in {date}",
  /** `{when}`: "5 minutes ago", "just now". */
  sessionLastSeen: "Last seen {when}",
  justNow: "just now",
  sessionSignOut: "Sign out",
  /** `{device}`: "Chrome on Windows". */
  sessionSignOutLabel: "Sign out {device}",
  sessionEndTitle: "Sign out of {device}?",
  sessionEndText: "That device will need to sign in again.",
  sessionEndCurrentText: "This is the device you are using now: you will go to the sign-in page.",
  sessionEnded: "Signed out of that device.",
  sessionEndedCurrent: "You are signed out.",
  sessionsEndOthers: "Sign out everywhere else",
  sessionsEndOthersTitle: "Sign out everywhere else?",
  sessionsEndOthersText:
    "Every other device and browser will need to sign in again. This one stays signed in.",
  sessionsEndedOthers: "Signed out everywhere else.",
  placesAttribution: "Places by DB-IP",
} as const;
