import type { ThemeConfig } from "antd";
import { tokens } from "./tokens";

const { color } = tokens;

/** antd 6 theme for the signed-in areas and forms, built from the shared tokens. */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: color.primary,
    colorLink: color.primary,
    colorLinkHover: color.primaryHover,
    colorLinkActive: color.primaryActive,
    colorInfo: color.info,
    colorSuccess: color.success,
    colorWarning: color.warning,
    colorError: color.error,
    // Left to antd, these tints come out greyish against our dark status colours.
    colorSuccessBg: color.successSoft,
    colorSuccessBorder: color.successBorder,
    colorWarningBg: color.warningSoft,
    colorWarningBorder: color.warningBorder,
    colorErrorBg: color.errorSoft,
    colorErrorBorder: color.errorBorder,
    colorInfoBg: color.infoSoft,
    colorInfoBorder: color.infoBorder,
    colorText: color.text,
    colorTextSecondary: color.textSecondary,
    // antd derives these from the text colour with transparency, below WCAG AA contrast on white.
    colorTextDescription: color.textSecondary,
    colorTextTertiary: color.textSecondary,
    // A select's or field's placeholder is read too (an empty kind of document, say).
    colorTextPlaceholder: color.textSecondary,
    colorTextHeading: color.navy,
    // antd outlines fields, check boxes, radio buttons and default buttons with this colour.
    colorBorder: color.controlBorder,
    colorBgLayout: color.bgSubtle,
    colorBgContainer: color.bg,
    fontFamily: tokens.font.family,
    fontFamilyCode: tokens.font.familyMono,
    fontSize: tokens.fontSize.md - 2,
    borderRadius: tokens.radius.md,
    borderRadiusSM: tokens.radius.sm,
    borderRadiusLG: tokens.radius.lg,
    boxShadow: tokens.shadow.md,
    boxShadowSecondary: tokens.shadow.lg,
    controlHeight: 36,
    controlOutline: color.primarySoft,
    wireframe: false,
  },
  components: {
    // A status tag is not a control: its outline stays light.
    Tag: {
      colorBorder: color.border,
    },
    Layout: {
      headerBg: color.bg,
      headerColor: color.text,
      headerHeight: tokens.layout.headerHeight,
      headerPadding: `0 ${tokens.space.lg}px`,
      bodyBg: color.bgSubtle,
      siderBg: color.bg,
      lightSiderBg: color.bg,
    },
    Menu: {
      itemSelectedBg: color.primarySoft,
      itemSelectedColor: color.primary,
      itemColor: color.text,
      itemHoverColor: color.primary,
      itemBorderRadius: tokens.radius.md,
      activeBarBorderWidth: 0,
    },
    Segmented: {
      itemSelectedBg: color.primary,
      itemSelectedColor: color.textInverse,
      itemColor: color.text,
      itemHoverColor: color.primary,
      trackBg: color.bgSubtle,
    },
    // Left to antd, a chosen row's tint comes out a mid grey under which secondary text fails contrast.
    Table: {
      rowSelectedBg: color.primarySoft,
      rowSelectedHoverBg: color.primarySoft,
    },
    Button: {
      primaryShadow: "none",
      fontWeight: tokens.fontWeight.semibold,
    },
  },
};
