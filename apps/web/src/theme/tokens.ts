/**
 * The one source of the design language. `antd-theme.ts` maps these values onto antd's theme for
 * the signed-in areas; `tokens.css` exposes the same values as CSS variables for the public pages,
 * which are styled without antd. `tokens.test.ts` fails when the two drift apart.
 */
export const tokens = {
  color: {
    primary: "#0f5c5c",
    primaryHover: "#0b4a4a",
    primaryActive: "#083939",
    primarySoft: "#e7f1f0",
    primaryBorder: "#a9cdca",
    navy: "#0b2540",
    navySoft: "#16375a",
    accent: "#f2b84b",
    text: "#1b2733",
    textSecondary: "#4a5a6a",
    textInverse: "#ffffff",
    textInverseSecondary: "#c3d1de",
    border: "#d6dee5",
    // A form control's outline: 3.5:1 on white and 3.3:1 on the subtle background, the 3:1 WCAG asks
    // of what shows where a field, check box or radio button is (`border` is 1.4:1).
    controlBorder: "#7b8a99",
    bg: "#ffffff",
    bgSubtle: "#f4f7f7",
    overlay: "rgba(255, 255, 255, 0.72)",
    success: "#1f7a4d",
    successSoft: "#e8f4ed",
    successBorder: "#a9d3bb",
    warning: "#9a5b00",
    warningSoft: "#fdf3e1",
    warningBorder: "#ecc98a",
    error: "#b42318",
    errorSoft: "#fdecea",
    errorBorder: "#f1b3ac",
    info: "#1f5f8b",
    infoSoft: "#e8f1f8",
    infoBorder: "#a9c8e0",
    focus: "#1d63d8",
  },
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
    familyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    sm: 14,
    md: 16,
    lg: 18,
    xl: 22,
    xxl: 30,
    display: 44,
  },
  fontWeight: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
  },
  lineHeight: {
    tight: 1.2,
    normal: 1.5,
    relaxed: 1.65,
  },
  radius: {
    sm: 4,
    md: 8,
    lg: 14,
    pill: 999,
  },
  space: {
    xxs: 4,
    xs: 8,
    sm: 12,
    md: 16,
    lg: 24,
    xl: 32,
    xxl: 48,
    xxxl: 72,
  },
  shadow: {
    sm: "0 1px 2px rgba(11, 37, 64, 0.08)",
    md: "0 4px 16px rgba(11, 37, 64, 0.10)",
    lg: "0 12px 40px rgba(11, 37, 64, 0.14)",
  },
  layout: {
    maxWidth: 1200,
    headerHeight: 68,
  },
  zIndex: {
    header: 100,
    overlay: 900,
    loader: 1000,
  },
} as const;

export type Tokens = typeof tokens;

/** Viewport widths the layouts switch at; media queries cannot read CSS variables, so CSS repeats them. */
export const breakpoints = {
  md: 768,
  lg: 960,
} as const;
