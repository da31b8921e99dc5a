import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import type { AffiliateDayClicks } from '@/data/affiliate-stats';

/** Steps of the visits axis: whole numbers only (no "0.5 visits"). */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];

/**
 * The visits per day as a small bar chart (uPlot, loaded with this module only on the
 * dashboard). Drawn at the width of its box and redrawn when that changes, so it fits a
 * 390 px phone. Hidden from assistive technology: the dashboard gives the same numbers as a
 * table. Axis labels are written in the interface language (Intl: "3 Nov", "٣ نوفمبر"); the
 * visits axis steps in whole visits.
 */
export default function ClicksChart({ days }: { days: readonly AffiliateDayClicks[] }) {
  const box = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  const locale = i18n.language;
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const xs = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
    const ys = days.map((d) => d.clicks);
    const width = () => Math.max(200, Math.floor(el.clientWidth));
    const bars = uPlot.paths.bars?.({ size: [0.7, 24] });
    const day = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const plot = new uPlot(
      {
        width: width(),
        height: 180,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          { values: (_u, splits) => splits.map((s) => day.format(new Date(s * 1000))) },
          {
            size: 40,
            incrs: WHOLE_STEPS,
            values: (_u, splits) => splits.map((s) => count.format(s)),
          },
        ],
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
  }, [days, locale]);
  return (
    <div
      ref={box}
      aria-hidden="true"
      className="w-full overflow-hidden"
      data-testid="clicks-chart"
    />
  );
}
