// The page's charts (recharts, in this page's chunk only), drawn in the theme's colours so they read in light and
// dark alike. They are pictures for the eye: each figure's table carries the same numbers for screen readers, so
// recharts' keyboard layer is off (nothing inside a hidden chart may take focus) and nothing is animated.
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { vars } from '@tales/shared/theme';

export type ChartRow = Record<string, string | number>;
export type Series = { key: string; name: string };

type ChartProps = {
  data: readonly ChartRow[];
  /** The row's field the axis names it by (already formatted for the page's language). */
  labelKey: string;
  series: readonly Series[];
  formatValue: (value: number) => string;
};

/** One colour per series: the accent, then the text colour; both keep 3:1 against the card in either theme. */
const seriesColours = [vars.color.accent, vars.color.text];

const tick = { fill: vars.color.textMuted, fontSize: 12 };
const axisLine = { stroke: vars.color.border };
const tooltip = {
  contentStyle: {
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: 6,
    color: vars.color.text,
  },
  itemStyle: { color: vars.color.text },
  labelStyle: { color: vars.color.text, fontWeight: 600 },
  cursor: { fill: vars.color.accentSoft, stroke: vars.color.border },
};

const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/** The value axis of the charts over time: whole numbers in the page's format. */
const valueAxis = (formatValue: (value: number) => string) => ({
  tick,
  axisLine: false,
  tickLine: false,
  width: 56,
  allowDecimals: false,
  tickFormatter: (value: unknown) => formatValue(asNumber(value)),
});

/** Bars standing up from a category axis (days, months): for series over time. */
export function ColumnChart({ data, labelKey, series, formatValue }: ChartProps) {
  return (
    <BarChart
      data={[...data]}
      responsive
      style={{ width: '100%', height: 240 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={vars.color.border} vertical={false} />
      <XAxis dataKey={labelKey} tick={tick} axisLine={axisLine} tickLine={false} minTickGap={8} />
      <YAxis {...valueAxis(formatValue)} />
      <Tooltip {...tooltip} formatter={(value) => formatValue(asNumber(value))} />
      {series.map((entry, index) => (
        <Bar
          key={entry.key}
          dataKey={entry.key}
          name={entry.name}
          fill={seriesColours[index % seriesColours.length]}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}

/** Bars lying along named rows (languages, pages): the names stay readable however many there are. */
export function RowChart({ data, labelKey, series, formatValue }: ChartProps) {
  return (
    <BarChart
      data={[...data]}
      layout="vertical"
      responsive
      style={{ width: '100%', height: Math.max(120, data.length * 32 + 32) }}
      margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={vars.color.border} horizontal={false} />
      <XAxis
        type="number"
        tick={tick}
        axisLine={axisLine}
        tickLine={false}
        allowDecimals={false}
        tickFormatter={(value) => formatValue(asNumber(value))}
      />
      <YAxis type="category" dataKey={labelKey} tick={tick} axisLine={axisLine} tickLine={false} width={110} />
      <Tooltip {...tooltip} formatter={(value) => formatValue(asNumber(value))} />
      {series.map((entry, index) => (
        <Bar
          key={entry.key}
          dataKey={entry.key}
          name={entry.name}
          fill={seriesColours[index % seriesColours.length]}
          radius={[0, 3, 3, 0]}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}

/** A line over many days: 90 bars would be too thin to read. */
export function DayLineChart({ data, labelKey, series, formatValue }: ChartProps) {
  return (
    <LineChart
      data={[...data]}
      responsive
      style={{ width: '100%', height: 240 }}
      margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={vars.color.border} vertical={false} />
      <XAxis dataKey={labelKey} tick={tick} axisLine={axisLine} tickLine={false} minTickGap={16} />
      <YAxis {...valueAxis(formatValue)} />
      <Tooltip {...tooltip} formatter={(value) => formatValue(asNumber(value))} />
      {series.map((entry, index) => (
        <Line
          key={entry.key}
          dataKey={entry.key}
          name={entry.name}
          stroke={seriesColours[index % seriesColours.length]}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
