/**
 * The filter form of an entity screen (a list, a tree): the declared filter fields, each with its kind's filter input
 * and its declared §5 rules, then query and reset. What the filter does is the screen's (`onSearch`, `onReset`).
 */
import '@/i18n/parts/entity';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space, type FormInstance } from 'antd';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import type { AnySchema, EntityField } from '@/entities/define';
import { AppForm } from '../AppForm';
import { formRule } from '../formRules';
import { FormFieldsContext } from './dependents';
import { FieldInput } from './FieldInput';
import type { FilterValues } from './query';

export interface FilterFormProps {
  schema: AnySchema;
  form: FormInstance<FilterValues>;
  /** The filter fields shown (the declared ones the page does not hide). */
  fields: readonly EntityField[];
  onSearch: () => void;
  onReset: () => void;
  onValuesChange?: (changed: Record<string, unknown>) => void;
}

export function FilterForm({ schema, form, fields, onSearch, onReset, onValuesChange }: FilterFormProps) {
  const t = useT();
  const lang = useLang();
  if (!fields.length) return null;
  return (
    <AppForm<FilterValues> form={form} name={`${schema.id}-filter`} layout="inline" onValuesChange={onValuesChange} onFinish={onSearch} style={{ rowGap: 12, marginBottom: 16 }} aria-label={t('entity.filter')}>
      <FormFieldsContext.Provider value={schema.fields}>
        {fields.map((f) => {
          const label = pick(f.label, lang);
          return (
            <Form.Item key={f.name} name={f.name} label={label} rules={(f.validators ?? []).map((v) => formRule(v, lang))}>
              <FieldInput field={f} label={label} filter />
            </Form.Item>
          );
        })}
      </FormFieldsContext.Provider>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('entity.search')}
          </Button>
          <Button onClick={onReset} icon={<ReloadOutlined />}>
            {t('entity.reset')}
          </Button>
        </Space>
      </Form.Item>
    </AppForm>
  );
}
