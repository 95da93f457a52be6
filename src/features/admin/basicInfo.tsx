/**
 * /BasicInfoList 基础信息: the reference data the other forms choose from, one tab each — the car models (the vehicle
 * form's 车型), the body colours (its 车身颜色) and the fuel types (the refuelling form's 燃油类型). Each tab is the
 * entity's declared list (entities/admin/basicInfo.ts): filters, add and edit in a dialog, enable and disable, delete
 * while unused. The chosen tab is in the address (`tab`); changing it leaves the other tab's filters behind.
 */
import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { useScreenMeta } from '@/components/screenMeta';
import { bodyColor, carModel, fuelType } from '@/entities/admin/basicInfo';
import type { AnySchema } from '@/entities/define';
import { pick } from '@/i18n';
import { useLang } from '@/i18n/react';

const TABS: readonly { key: string; schema: AnySchema }[] = [
  { key: 'models', schema: carModel },
  { key: 'colors', schema: bodyColor },
  { key: 'fuelTypes', schema: fuelType },
];

export function BasicInfoListPage() {
  const lang = useLang();
  const meta = useScreenMeta();
  const [query, setQuery] = useSearchParams();
  const active = TABS.find((x) => x.key === query.get('tab'))?.key ?? TABS[0]!.key;
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : '基础信息'}
      </Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => setQuery(new URLSearchParams({ tab: key }))}
        destroyOnHidden
        items={TABS.map(({ key, schema }) => ({ key, label: pick(schema.title, lang), children: key === active ? <EntityListPage schema={schema} embedded /> : null }))}
      />
    </div>
  );
}
