import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { tokens } from "../../theme/tokens";
import type { BarSeries } from "./bar-series";

/**
 * A bar chart of rows (recharts, loaded only where a chart is shown): one bar per series, stacked
 * when asked. Its card hides it from screen readers: the table beside it carries the same figures.
 */
export default function BarFigure({
  rows,
  labelKey,
  series,
  stacked = false,
  formatValue,
  height = 260,
}: {
  rows: readonly Record<string, string | number>[];
  labelKey: string;
  series: readonly BarSeries[];
  stacked?: boolean;
  formatValue?: (value: number) => string;
  height?: number;
}) {
  const axisFont = { fontSize: tokens.fontSize.sm, fill: tokens.color.textSecondary };
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid vertical={false} stroke={tokens.color.border} />
        <XAxis dataKey={labelKey} tick={axisFont} tickLine={false} stroke={tokens.color.border} />
        <YAxis
          allowDecimals={false}
          tick={axisFont}
          tickLine={false}
          axisLine={false}
          width={formatValue ? 72 : 40}
          tickFormatter={formatValue ? (value: number) => formatValue(value) : undefined}
        />
        <Tooltip
          cursor={{ fill: tokens.color.primarySoft }}
          formatter={formatValue ? (value) => formatValue(Number(value)) : undefined}
        />
        {series.length > 1 && <Legend wrapperStyle={{ fontSize: tokens.fontSize.sm }} />}
        {series.map((each) => (
          <Bar
            key={each.key}
            dataKey={each.key}
            name={each.name}
            fill={each.color}
            stackId={stacked ? "stack" : undefined}
            isAnimationActive={false}
            maxBarSize={48}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
