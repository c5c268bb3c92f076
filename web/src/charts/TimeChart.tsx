import { useEffect, useRef, useState, type ReactNode } from 'react';
import type uPlot from 'uplot';
import { chartPalette, onThemeChange, type ChartColour, type ChartPalette } from './chart-colours.js';
import { loadUplot } from './load-uplot.js';
import { tickSpace, timeSpan, timeTickLabels } from './time-axis.js';
import './charts.css';

/**
 * One series over the chart's times: a line, small dots, or a few marked points (null where unmarked):
 * rings, large and hollow, and spots, smaller and filled, so a shoot marked both ways shows both.
 */
export interface TimeSeries {
  label: string;
  values: ReadonlyArray<number | null>;
  colour: ChartColour;
  style: 'line' | 'steps' | 'dots' | 'rings' | 'spots';
}

interface TimeChartProps {
  /** The chart's accessible name: what it shows. */
  label: string;
  /** Seconds since the epoch, oldest first. */
  times: readonly number[];
  series: readonly TimeSeries[];
  /** Names the values axis ("Score", "Points per arrow"). */
  valueName: string;
  /** The text alternative: what the chart says, in words, shown under it. */
  children: ReactNode;
  height?: number;
}

/** Side of a dot, in CSS pixels: one shoot must be seen at arm's length on a phone. */
const DOT = 6;

/**
 * Dots as small squares filled as one path: 5,000 of them take a few milliseconds, where uPlot's round
 * points (an arc each) took 20 to 35 ms on a busy phone-class CPU, most of a frame's budget.
 */
const squareDots: uPlot.Series.PathBuilder = (plot, seriesIdx, first, last) => {
  const times = plot.data[0];
  const values = plot.data[seriesIdx]!;
  const side = DOT * devicePixelRatio;
  const path = new Path2D();
  for (let i = first; i <= last; i++) {
    const value = values[i];
    if (value === null || value === undefined) continue;
    const x = plot.valToPos(times[i]!, 'x', true);
    const y = plot.valToPos(value, 'y', true);
    path.rect(x - side / 2, y - side / 2, side, side);
  }
  return { stroke: null, fill: path };
};

function seriesOptions(series: TimeSeries, palette: ChartPalette, UPlot: typeof uPlot): uPlot.Series {
  const colour = palette[series.colour];
  switch (series.style) {
    case 'line':
      return { label: series.label, stroke: colour, width: 2, spanGaps: true, points: { show: false } };
    case 'steps':
      // A value that holds until the next one changes it (a running handicap): flat, then a step.
      return {
        label: series.label,
        stroke: colour,
        width: 2,
        spanGaps: true,
        paths: UPlot.paths.stepped?.({ align: 1 }),
        points: { show: false },
      };
    case 'dots':
      return {
        label: series.label,
        stroke: colour,
        fill: colour,
        paths: squareDots,
        points: { show: false },
      };
    case 'rings':
      return {
        label: series.label,
        stroke: colour,
        paths: () => null,
        points: { show: true, size: 14, width: 2.5, fill: 'transparent', stroke: colour },
      };
    case 'spots':
      return {
        label: series.label,
        stroke: colour,
        paths: () => null,
        points: { show: true, size: 7, width: 1, fill: colour, stroke: colour },
      };
  }
}

function chartOptions(
  props: Pick<TimeChartProps, 'times' | 'series' | 'valueName' | 'height'>,
  width: number,
  palette: ChartPalette,
  UPlot: typeof uPlot,
  saidTicks: (labels: string[]) => void,
): uPlot.Options {
  const axis = {
    stroke: palette.ink,
    grid: { stroke: palette.line, width: 1 },
    ticks: { stroke: palette.line, width: 1 },
    font: '12px system-ui, sans-serif',
    labelFont: '12px system-ui, sans-serif',
  };
  return {
    width,
    height: props.height ?? 220,
    legend: { show: false },
    // Days are UTC days, as the shoots' dates are: a tick at midnight is that day wherever the phone is.
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      // From the times themselves, not the span uPlot is given: for shoots all on one day it offers a
      // thousand days on from them (see timeSpan).
      x: {
        time: true,
        range: (_plot, min, max) => timeSpan(props.times) ?? [min, max],
      },
    },
    cursor: { drag: { x: false, y: false } },
    axes: [
      {
        ...axis,
        space: (_plot, _axis, from, to) => tickSpace(from, to),
        values: (_plot, ticks, _axis, _space, step) => {
          const labels = timeTickLabels(ticks, step);
          saidTicks(labels);
          return labels;
        },
      },
      { ...axis, label: props.valueName, size: 48 },
    ],
    series: [{}, ...props.series.map((s) => seriesOptions(s, palette, UPlot))],
  };
}

/**
 * A chart of values over time, drawn by uPlot on a canvas in the theme's colours. The canvas is an image
 * with an accessible name; the caption (children) says in words what it shows, and the key names each
 * series with its colour.
 */
export function TimeChart(props: TimeChartProps) {
  const { label, times, series, valueName, height, children } = props;
  const host = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [palette, setPalette] = useState<ChartPalette | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const repaint = () => setPalette(chartPalette(element));
    repaint();
    return onThemeChange(repaint);
  }, []);

  useEffect(() => {
    const element = host.current;
    if (!element || !palette) return;
    let plot: uPlot | undefined;
    let gone = false;
    const resize = new ResizeObserver(() => {
      if (plot && element.clientWidth > 0)
        plot.setSize({ width: element.clientWidth, height: height ?? 220 });
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    void loadUplot().then(
      (UPlot) => {
        // Each chart is drawn in a task of its own, apart from the library's first evaluation and from
        // the other charts of the screen: thousands of points each, together they could hold the page
        // for over 50 ms.
        timer = setTimeout(() => {
          if (gone) return;
          setProblem(null);
          const data: uPlot.AlignedData = [
            times as number[],
            ...series.map((s) => s.values as (number | null)[]),
          ];
          // What the time axis reads, kept on the element too: a canvas cannot be read back as words
          // (browser tests check the years it names).
          const saidTicks = (labels: string[]) => {
            element.dataset['timeTicks'] = labels.join(' | ');
          };
          plot = new UPlot(
            chartOptions(
              { times, series, valueName, height },
              element.clientWidth || 320,
              palette,
              UPlot,
              saidTicks,
            ),
            data,
            element,
          );
          resize.observe(element);
        }, 0);
      },
      () => {
        if (!gone)
          setProblem('The chart could not be loaded. Check your connection and open this screen again.');
      },
    );
    return () => {
      gone = true;
      clearTimeout(timer);
      resize.disconnect();
      plot?.destroy();
    };
  }, [times, series, valueName, height, palette]);

  return (
    <figure className="time-chart">
      <div ref={host} className="time-chart-canvas" role="img" aria-label={label} />
      {problem && <p role="alert">{problem}</p>}
      <ul className="time-chart-key" aria-label={`Key to ${label}`}>
        {series.map((s) => (
          <li key={s.label}>
            <span
              className={`time-chart-swatch time-chart-swatch-${s.style} chart-colour-${s.colour}`}
              aria-hidden
            />
            {s.label}
          </li>
        ))}
      </ul>
      <figcaption>{children}</figcaption>
    </figure>
  );
}
