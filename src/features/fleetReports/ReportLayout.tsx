/**
 * What the two report screens share: the title, the filter card, the failed-load alert with a retry, the loading card,
 * the totals as statistic cards, and the export button's state (the §7 export helper tells a refusal itself).
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { exportReport } from '@/api/fleetReports';
import { bi, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';

const TEXT = { retry: bi('重新加载', 'Load again'), export: bi('导出', 'Export') };

export interface ReportLayoutProps {
  title: string;
  filters: ReactNode;
  /** The report's failure (a refused period is said by the filters instead). */
  error: { message: string; retry: () => void; label: Bilingual } | null;
  ready: boolean;
  children: ReactNode;
}

export function ReportLayout({ title, filters, error, ready, children }: ReportLayoutProps) {
  const lang = useLang();
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      <Card size="small">{filters}</Card>
      {error ? <Alert type="error" showIcon title={`${error.label[lang]}：${error.message}`} action={<Button size="small" onClick={error.retry}>{TEXT.retry[lang]}</Button>} /> : null}
      {ready ? children : error ? null : <Card loading size="small" />}
    </Space>
  );
}

export function StatCards({ items, span }: { items: readonly { label: Bilingual; value: string | number; color?: string }[]; span: number }) {
  const lang = useLang();
  return (
    <Row gutter={[12, 12]}>
      {items.map((item) => (
        <Col key={item.label['en-US']} xs={12} md={span}>
          <Card size="small">
            <Statistic title={item.label[lang]} value={item.value} styles={item.color ? { content: { color: item.color } } : undefined} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The report's export button: the filter's rows as xlsx, named after the screen. */
export function ExportButton({ report, filter, name, disabled }: { report: 'behaviour' | 'fuel'; filter: Record<string, string>; name: string; disabled: boolean }) {
  const lang = useLang();
  const [exporting, setExporting] = useState(false);
  const run = () => {
    setExporting(true);
    void exportReport(report, filter, name).finally(() => setExporting(false));
  };
  return (
    <Button size="small" icon={<DownloadOutlined />} loading={exporting} disabled={disabled} onClick={run}>
      {TEXT.export[lang]}
    </Button>
  );
}
