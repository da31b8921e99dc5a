import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { AffiliateDayClicks } from '@/data/affiliate-stats';

/**
 * The visits per day as a small bar chart (uPlot, loaded with this module only on the
 * dashboard). Drawn at the width of its box and redrawn when that changes, so it fits a
 * 390 px phone. Hidden from assistive technology: the dashboard gives the same numbers as a
 * table.
 */
export default function ClicksChart({ days }: { days: readonly AffiliateDayClicks[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const xs = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
    const ys = days.map((d) => d.clicks);
    const width = () => Math.max(200, Math.floor(el.clientWidth));
    const bars = uPlot.paths.bars?.({ size: [0.7, 24] });
    const plot = new uPlot(
      {
        width: width(),
        height: 180,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [{}, { size: 40 }],
        series: [
          {},
          {
            stroke: '#1d4ed8',
            fill: 'rgba(29, 78, 216, 0.3)',
            ...(bars && { paths: bars }),
            points: { show: false },
          },
        ],
      },
      [xs, ys],
      el,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: 180 }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days]);
  return (
    <div
      ref={box}
      aria-hidden="true"
      className="w-full overflow-hidden"
      data-testid="clicks-chart"
    />
  );
}
