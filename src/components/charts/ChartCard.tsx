/**
 * A chart in a card that also reads as a table (the toggle): both drawn from the same rows, so the table is the
 * chart's data (docs/architecture.md "Screens": charts). The chart is src/components/charts/EChart.tsx; a screen
 * importing this card loads ECharts with it, as any chart screen does.
 */
import { Card, Segmented, Table, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { bi } from '@/i18n';
import { useLang } from '@/i18n/react';
import { EChart, type ChartOption } from './EChart';

const TEXT = { chart: bi('图表', 'Chart'), table: bi('表格', 'Table') };

export interface ChartCardProps<R> {
  title: string;
  /** `chart-<id>` on the chart, `table-<id>` on the table, `card-<id>` on the card. */
  id: string;
  option: ChartOption;
  rows: readonly R[];
  rowKey: keyof R & string;
  columns: TableColumnsType<R>;
  height?: number;
  pickAxis?: 'x' | 'y';
  onPick?: (index: number) => void;
  extra?: ReactNode;
}

export function ChartCard<R extends object>({ title, id, option, rows, rowKey, columns, height = 300, pickAxis, onPick, extra }: ChartCardProps<R>) {
  const lang = useLang();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card
      title={title}
      size="small"
      data-testid={`card-${id}`}
      extra={
        <>
          <Segmented size="small" value={asTable ? 'table' : 'chart'} onChange={(v) => setAsTable(v === 'table')} options={[{ value: 'chart', label: TEXT.chart[lang] }, { value: 'table', label: TEXT.table[lang] }]} />
          {extra}
        </>
      }
    >
      {asTable ? (
        <div data-testid={`table-${id}`}>
          <Table<R> size="small" rowKey={rowKey} pagination={false} scroll={{ y: height - 40 }} dataSource={[...rows]} columns={columns} />
        </div>
      ) : (
        <EChart option={option} label={title} testId={`chart-${id}`} height={height} pickAxis={pickAxis} onPick={onPick} />
      )}
    </Card>
  );
}
