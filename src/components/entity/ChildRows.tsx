/**
 * Child rows of a record (docs/architecture.md "Entities"; a vehicle's insurance policies): a table on the detail
 * with its totals, and in the add/edit form an editable table — one line per child, each cell its field kind's
 * input with the field's rules (the demo backend checks every child with the same rules), lines added and removed.
 */
import '@/i18n/parts/entity';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Table, Typography } from 'antd';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { summarySum, withLabelSuffix } from '@/lib/format';
import type { ChildRows } from '@/entities/define';
import { useFieldDicts } from './columns';
import { FieldInput } from './FieldInput';
import { formValues, valueNode, wireValues } from './kinds';
import { fieldRules } from './rules';

type Row = Record<string, unknown>;

const LINE_KEY = '__line';

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((r): r is Row => typeof r === 'object' && r !== null) : []);

function Totals({ child, rows }: { child: ChildRows; rows: Row[] }) {
  const t = useT();
  const lang = useLang();
  const fields = (child.summary ?? []).flatMap((name) => child.fields.filter((f) => f.name === name));
  if (!fields.length || !rows.length) return null;
  return (
    <Flex gap={24} wrap role="status" aria-label={`${pick(child.label, lang)} ${t('entity.total')}`}>
      <Typography.Text strong>{t('entity.total')}</Typography.Text>
      {fields.map((f) => (
        <Typography.Text key={f.name}>
          {withLabelSuffix(pick(f.label, lang))}
          {summarySum(rows, (r) => r[f.name])}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** The child rows of a record, read-only (the detail screen): every child field but those declared `detail: false` (a fee's code). */
export function ChildTable({ child, row }: { child: ChildRows; row: Row }) {
  const t = useT();
  const lang = useLang();
  const rows = rowsOf(row[child.name]);
  // Child rows have no key of their own: their place in the list is theirs.
  const keyed = rows.map((r, i) => ({ ...r, [LINE_KEY]: i }));
  const dicts = useFieldDicts(child.fields, lang);
  return (
    <Flex vertical gap={8} style={{ marginTop: 16 }}>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {pick(child.label, lang)}
      </Typography.Title>
      <Table<Row>
        size="small"
        pagination={false}
        rowKey={(r) => String(r[LINE_KEY])}
        dataSource={keyed}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('entity.empty') }}
        columns={child.fields.filter((f) => f.detail !== false).map((f) => ({ key: f.name, title: pick(f.label, lang), render: (_: unknown, r: Row) => valueNode(f, r, lang, dicts, 'cell') }))}
      />
      <Totals child={child} rows={rows} />
    </Flex>
  );
}

/** The child rows in the add/edit form: a line of inputs per child. */
export function ChildRowsInput({ child }: { child: ChildRows }) {
  const t = useT();
  const lang = useLang();
  const label = pick(child.label, lang);
  const current = rowsOf(Form.useWatch(child.name));
  return (
    <Card size="small" title={label}>
      <Form.List name={child.name}>
        {(lines, { add, remove }) => (
          <Flex vertical gap={8}>
            {lines.map((line, i) => (
              <Flex key={line.key} gap={8} wrap align="start" role="group" aria-label={t('entity.child.line', { label, n: i + 1 })}>
                {child.fields.map((f) => {
                  const fieldLabel = pick(f.label, lang);
                  return (
                    <Form.Item key={f.name} name={[line.name, f.name]} label={fieldLabel} rules={fieldRules(f, lang)} style={{ marginBottom: 0, minWidth: 160 }}>
                      <FieldInput field={f} label={fieldLabel} />
                    </Form.Item>
                  );
                })}
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('entity.child.remove', { n: i + 1 })} onClick={() => remove(line.name)} style={{ marginTop: 30 }} />
              </Flex>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={child.max !== undefined && lines.length >= child.max} style={{ alignSelf: 'start' }}>
              {t('entity.child.add', { label })}
            </Button>
            <Totals child={child} rows={current} />
          </Flex>
        )}
      </Form.List>
    </Card>
  );
}

/** The form's value of a record's child rows, and the value sent for it. */
export const childFormValues = (child: ChildRows, value: unknown): Row[] => rowsOf(value).map((r) => formValues(child.fields, r));
export const childWireValues = (child: ChildRows, value: unknown): Row[] => rowsOf(value).map((r) => wireValues(child.fields, r));
