/** Rental order enumerations (§3), shared by the order list and the create-order flow. */
import type { OrderProdType, PayMethodCode } from '@/api/backOrder';
import { bi, type Bilingual } from '@/i18n';

const t = bi;

/** §3 payment methods. */
export const PAY_METHOD_OPTIONS: readonly { value: PayMethodCode; label: Bilingual }[] = [
  { value: 'online_fully_pay', label: t('线上全额支付', 'Online, in full') },
  { value: 'online_partly_yufu_pay', label: t('线上预付', 'Online, prepaid') },
  { value: 'goto_store_pay', label: t('到店支付', 'Pay at store') },
];

/** §3 order product types. */
export const ORDER_PROD_TYPE_OPTIONS: readonly { value: OrderProdType; label: Bilingual }[] = [
  { value: 'D', label: t('日租', 'Daily') },
  { value: 'G', label: t('工作日套餐', 'Workday package') },
  { value: 'W', label: t('周租', 'Weekly') },
  { value: 'M', label: t('月租', 'Monthly') },
];

