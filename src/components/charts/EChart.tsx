/**
 * One chart (DESIGN "Libraries": ECharts through `echarts/core` with only what the console's charts use, and one
 * small wrapper owning init, setOption, resize and dispose). Only screens that draw charts import this module, so
 * echarts stays out of every other chunk (bench/run.mjs checks /Login and /Manage).
 *
 * Drawn as SVG: crisp at any zoom, printable, and its marks are in the page for the browser tests. A chart is marked
 * `data-chart-ready` once its first drawing is finished (the bench's "ViolationBI first render" and the e2e wait on it);
 * its host carries `data-chart` from the start, so a test finds a chart not drawn yet (the English crawl waits until
 * every chart shown has `data-chart-ready="true"`).
 * `onPick(index)`: the user picked a category — a click anywhere in its band of a bar chart's grid (small bars are
 * easy targets), or on a pie's slice.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, type CSSProperties } from 'react';

echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

export type ChartOption = EChartsCoreOption;

export interface EChartProps {
  option: ChartOption;
  /** The category axis a click in the grid reads ('x' a column chart, 'y' a bar chart); absent: a click on a mark (a pie's slice). */
  pickAxis?: 'x' | 'y';
  onPick?: (index: number) => void;
  height?: number;
  /** The chart's accessible name. */
  label: string;
  testId?: string;
  style?: CSSProperties;
}

/**
 * The console's chart motion, under a chart's own option: a short entrance (ECharts' default is a second, paid on
 * every chart screen opened all day long; `data-chart-ready` waits for it), none when the user asks for reduced motion.
 */
function chartMotion(): ChartOption {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? { animation: false } : { animationDuration: 300, animationDurationUpdate: 200 };
}

export function EChart({ option, pickAxis, onPick, height = 300, label, testId, style }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const c = echarts.init(el, undefined, { renderer: 'svg' });
    chart.current = c;
    c.on('finished', () => el.setAttribute('data-chart-ready', 'true'));
    if (pickAxis) {
      c.getZr().on('click', (e: { offsetX: number; offsetY: number }) => {
        const point = [e.offsetX, e.offsetY];
        if (!c.containPixel('grid', point)) return;
        // An axis's finder answers the value on that axis alone: a category axis's index.
        const value: unknown = c.convertFromPixel(pickAxis === 'x' ? { xAxisIndex: 0 } : { yAxisIndex: 0 }, pickAxis === 'x' ? point[0]! : point[1]!);
        const index = Math.round(typeof value === 'number' ? value : Number.NaN);
        if (Number.isInteger(index) && index >= 0) pick.current?.(index);
      });
    } else {
      c.on('click', (p: { dataIndex?: number }) => {
        if (typeof p.dataIndex === 'number') pick.current?.(p.dataIndex);
      });
    }
    // A pane shown again, a window resized, the side menu folded: the chart follows its box.
    const observer = new ResizeObserver(() => c.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [pickAxis]);

  useEffect(() => {
    chart.current?.setOption({ ...chartMotion(), ...option }, { notMerge: true });
  }, [option, pickAxis]);

  return <div ref={box} role="img" aria-label={label} data-chart="" data-testid={testId} style={{ width: '100%', height, cursor: onPick ? 'pointer' : undefined, ...style }} />;
}
