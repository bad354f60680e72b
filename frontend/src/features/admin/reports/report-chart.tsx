// A chart of the report's buckets drawn with uPlot (a small canvas chart library, ~20 KB gzipped,
// loaded with this page only: the admin console's lazy chunk, never the shop's bundle). The
// x axis is the bucket's index, labelled with its first day; the width follows the card, so a
// 360 px phone gets a readable chart. The canvas is decorative for screen readers (role="img"
// with a summary): the same figures are in the table under it.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { tokenColor } from './chart-colors';

export interface ChartSeries {
  label: string;
  values: number[];
  /** The colour token (a custom property of index.css, e.g. `--chart-orders`): the canvas cannot
   *  read CSS, so the chart resolves it on the page. */
  color: string;
  /** The token of the bars' fill. */
  fill?: string;
  /** Bars (revenue) or a line. */
  bars?: boolean;
}

interface Props {
  /** Each bucket's first day, YYYY-MM-DD. */
  starts: string[];
  series: ChartSeries[];
  summary: string;
  height?: number;
  testId?: string;
}

/** "2026-11-30" -> "30/11": short enough for a phone's axis. */
function shortDay(start: string | undefined): string {
  if (!start) return '';
  const [, month, day] = start.split('-');
  return `${day}/${month}`;
}

function compact(value: number): string {
  if (Math.abs(value) >= 1_000_000) return `${(value / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (Math.abs(value) >= 1_000) return `${(value / 1_000).toFixed(0)}K`;
  return String(value);
}

export default function ReportChart({ starts, series, summary, height = 220, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(280, element.clientWidth);
    const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
    const options: uPlot.Options = {
      width: width(),
      height,
      legend: { show: series.length > 1 },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false } },
      axes: [
        {
          values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? shortDay(starts[t]) : '')),
          size: 36,
          font: '12px system-ui, sans-serif',
        },
        { values: (_u, ticks) => ticks.map(compact), size: 48, font: '12px system-ui, sans-serif' },
      ],
      series: [
        { label: '' },
        ...series.map((s) => ({
          label: s.label,
          stroke: tokenColor(element, s.color),
          fill: s.bars && s.fill ? tokenColor(element, s.fill) : undefined,
          width: 2,
          paths: s.bars ? bars : undefined,
          points: { show: !s.bars && starts.length <= 40 },
        })),
      ],
    };
    const data: uPlot.AlignedData = [starts.map((_, i) => i), ...series.map((s) => s.values)];
    const chart = new uPlot(options, data, element);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.setSize({ width: width(), height }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [starts, series, height]);

  return <div ref={box} className="report-chart" role="img" aria-label={summary} data-testid={testId} />;
}
