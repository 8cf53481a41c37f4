/** The signing page and the taxpayer's signatures on the web: identity check, signing pad, paper page. */
export const signingPages = {
  padType: "Type",
  padDraw: "Draw",
  padTypeLabel: "Type your full name as your signature",
  padDrawHint: "Sign in the box with your mouse, finger or pen.",
  padDrawLabel: "Signature drawing area",
  padClear: "Clear",
} as const;
