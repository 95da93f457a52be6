/**
 * The fee names of a rental, one dictionary in both languages (docs/architecture.md "Rental orders"). A fee line
 * carries its §3 code and its Chinese name on the wire (priceCode, priceName); a screen shows the name in the
 * console's language from here (the create-order screen's fee table, the order's fee tables, the dialogs' previews),
 * never the code. Pure.
 */
import { bi, type Bilingual } from '@/i18n';
import type { EnumOption } from '../define';

/** The names, by key: the key is the line's code, but for a variant named otherwise (`CODE_OF`). */
export const FEE_NAMES = {
  rent: bi('车辆租金', 'Rent'),
  basic_insurance: bi('基本保障服务费', 'Basic cover'),
  prepare: bi('车辆整备费', 'Preparation'),
  premium_insurance: bi('尊享保障服务费', 'Premium cover'),
  return_elsewhere: bi('异店还车费', 'Return at another store'),
  return_elsewhere_city: bi('异地还车费', 'Return in another city'),
  overtime_rent: bi('超时租金', 'Overtime rent'),
  overtime_insurance: bi('超时基本保障服务费', 'Overtime basic cover'),
  overtime_hours: bi('超时费', 'Overtime hours'),
  fuel_shortfall: bi('燃油补足费', 'Fuel top-up'),
  charge_shortfall: bi('电量补足费', 'Charge top-up'),
  extra_mileage: bi('超里程费', 'Mileage above the allowance'),
  damage: bi('车损费', 'Damage'),
  return_elsewhere_change: bi('变更还车门店费', 'Return store changed'),
} as const satisfies Record<string, Bilingual>;

export type FeeName = keyof typeof FEE_NAMES;

/** The code a line of a variant carries (a return in another city is still the code return_elsewhere). */
export const CODE_OF: Partial<Record<FeeName, string>> = { return_elsewhere_city: 'return_elsewhere' };

/** The prefix of an extension's fee lines (续租车辆租金: the rent of the days added). */
export const EXTENSION_PREFIX = bi('续租', 'Extension: ');

/** Every name a fee line may carry, plain and as an extension's, for the order's fee tables (an enum's options). */
export const FEE_NAME_OPTIONS: readonly EnumOption[] = Object.values(FEE_NAMES).flatMap((name: Bilingual) => [
  { value: name['zh-CN'], label: name },
  {
    value: `${EXTENSION_PREFIX['zh-CN']}${name['zh-CN']}`,
    label: bi(`${EXTENSION_PREFIX['zh-CN']}${name['zh-CN']}`, `${EXTENSION_PREFIX['en-US']}${name['en-US']}`),
  },
]);

const BY_CHINESE = new Map(FEE_NAME_OPTIONS.map((o) => [String(o.value), o.label]));

/**
 * A fee line's name in both languages: found by the Chinese name it carries (a variant's name tells it apart), else
 * by its code (a line named otherwise by another system); a line neither knows keeps its name as it is.
 */
export function feeName(line: { priceName?: unknown; priceCode?: unknown }): Bilingual {
  const zh = String(line.priceName ?? '');
  const code = String(line.priceCode ?? '');
  return BY_CHINESE.get(zh) ?? (Object.hasOwn(FEE_NAMES, code) ? FEE_NAMES[code as FeeName] : bi(zh, zh));
}
