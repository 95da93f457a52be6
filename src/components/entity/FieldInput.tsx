/**
 * The input of one schema field (filter forms and row forms): text and number inputs, enum selects fed by the
 * dictionary service, date and date-range pickers, the opened cities and the stores of the chosen city.
 */
import { DatePicker, Form, Input, Select } from 'antd';
import { useLang, useT } from '@/i18n/react';
import { useCities, useEnumOptions, useStores } from './options';
import type { EntityField, EnumField } from '@/entities/define';

function EnumSelect({ field, placeholder, ...rest }: { field: EnumField; placeholder: string; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const lang = useLang();
  const options = useEnumOptions(field, lang);
  return <Select allowClear showSearch optionFilterProp="label" placeholder={placeholder} options={options} style={{ minWidth: 160 }} {...rest} />;
}

function CitySelect({ placeholder, ...rest }: { placeholder: string; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const cities = useCities();
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={placeholder}
      style={{ minWidth: 140 }}
      options={cities.map((c) => ({ value: String(c.cityId), label: c.cityName }))}
      {...rest}
    />
  );
}

/** The stores of the city chosen in field `city` of the same form (the form clears this field when the city changes). */
function StoreSelect({ city, placeholder, ...rest }: { city: string; placeholder: string; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const t = useT();
  const form = Form.useFormInstance();
  const cityId = Form.useWatch(city, form) as string | undefined;
  const { stores, loading } = useStores(cityId);
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      disabled={!cityId}
      placeholder={cityId ? placeholder : t('entity.chooseCityFirst')}
      style={{ minWidth: 160 }}
      options={stores.map((s) => ({ value: String(s.storeId), label: s.storeName }))}
      {...rest}
    />
  );
}

/** The input of a field; `value`/`onChange`/`id` come from the enclosing Form.Item. */
export function FieldInput({ field, label, ...rest }: { field: EntityField; label: string; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const t = useT();
  const enter = t('entity.placeholder.enter', { label });
  const choose = t('entity.placeholder.choose', { label });
  switch (field.type) {
    case 'enum':
      return <EnumSelect field={field} placeholder={choose} {...rest} />;
    case 'city':
      return <CitySelect placeholder={choose} {...rest} />;
    case 'store':
      return <StoreSelect city={field.city} placeholder={choose} {...rest} />;
    case 'date':
    case 'datetime':
      return <DatePicker placeholder={choose} {...(rest as object)} />;
    case 'dateRange':
      return <DatePicker.RangePicker placeholder={[t('entity.range.start'), t('entity.range.end')]} {...(rest as object)} />;
    default:
      return <Input allowClear placeholder={enter} style={{ minWidth: 160 }} {...(rest as object)} />;
  }
}
