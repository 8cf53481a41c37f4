import { tokens } from "../../theme/tokens";

/**
 * What a chart draws, kept apart from the chart itself: the pages import this, and only the lazily
 * loaded `BarFigure` imports the chart library.
 */

/** One series of bars: the row field it draws, its name in the legend and its color. */
export interface BarSeries {
  key: string;
  name: string;
  color: string;
}

/** The colors of a chart's series, in order, from the theme. */
export const seriesColors = [
  tokens.color.primary,
  tokens.color.accent,
  tokens.color.info,
  tokens.color.warning,
  tokens.color.success,
  tokens.color.navySoft,
] as const;
