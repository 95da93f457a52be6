import type { RouteMeta } from './types';
const r = (path: string, zh: string, parent?: string): RouteMeta => ({ path, title: { 'zh-CN': zh, 'en-US': zh }, group: 'business', parent });
export const catalog: readonly RouteMeta[] = [
  r('/branchOrder', '分公司订单'), r('/scatterNeedOrder', '需求派单'), r('/checkSheet', '验车单'), r('/Staffs', '员工管理'),
  r('/supplierDemandOrder', '需求订单'), r('/Vehicles', '车辆管理'), r('/VehiclesDetail', '车辆详情', '/Vehicles'),
  { ...r('/childProcessDetail', '审批详情'), permission: null },
];
