/**
 * The maintenance work order's screen besides the declared list, detail and steps (entities/maintenance/workOrder.ts):
 * /CreateWorkOrderAdd, the declared form, with the odometer rule (`odometerInProblem`, the backend's message) against
 * the chosen vehicle's mileage, shown beside. The steps' §2 routes (/AuditAdd 审核, /StartRepairAdd 送修…) are declared
 * on the steps and drawn from there: the order's detail with the step's dialog open (components/entity/StepScreen).
 */
import '@/i18n/parts/entity';
import { Card, Descriptions, Form } from 'antd';
import type { FormRule } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useEntityGet } from '@/components/entity/data';
import { EntityFormPage } from '@/components/entity/EntityFormPage';
import { MAINTENANCE_VEHICLE_MILEAGE, maintenanceOrder, odometerInProblem } from '@/entities/maintenance/workOrder';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';

const LIST = '/MaintenanceList';

const TEXT = {
  mileage: bi('车辆当前里程', "The vehicle's mileage"),
  chooseVehicle: bi('请先选择车辆', 'Choose the vehicle first'),
};

/** The rule of `odometerInProblem` under the odometer field, against the chosen vehicle's mileage. */
function odometerInRule(mileage: number | undefined, lang: 'zh-CN' | 'en-US'): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const problem = odometerInProblem(value, mileage);
      return problem ? Promise.reject(new Error(pick(problem, lang))) : Promise.resolve();
    },
  };
}

/** Beside the form: the chosen vehicle's mileage (what the odometer at entry starts from). */
function Mileage({ onMileage }: { onMileage: (mileage: number | undefined) => void }) {
  const lang = useLang();
  const form = Form.useFormInstance();
  const carId: unknown = Form.useWatch('carId', form);
  const chosen = typeof carId === 'number' || (typeof carId === 'string' && carId !== '') ? String(carId) : '';
  const got = useEntityGet<{ mileage: number }>(MAINTENANCE_VEHICLE_MILEAGE, { carId: chosen }, chosen !== '');
  const mileage = chosen && got.isSuccess && !got.isPlaceholderData ? got.data.mileage : undefined;
  useEffect(() => {
    onMileage(mileage);
    // An odometer already typed is judged again against this vehicle's mileage.
    if (mileage !== undefined && form.getFieldValue('odometerIn') !== undefined) void form.validateFields(['odometerIn']).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- judged again when the mileage changes, not on every render
  }, [mileage]);
  return (
    <Card size="small">
      <Descriptions
        size="small"
        column={1}
        items={[{ key: 'mileage', label: pick(TEXT.mileage, lang), children: <span data-testid="workorder-mileage">{mileage === undefined ? pick(TEXT.chooseVehicle, lang) : `${mileage} km`}</span> }]}
      />
    </Card>
  );
}

/** /CreateWorkOrderAdd: a new work order, or (`?workOrderId=`) a pending one changed. */
export function CreateWorkOrderAddPage() {
  const lang = useLang();
  const [mileage, setMileage] = useState<number | undefined>();
  const rules = useMemo(() => ({ odometerIn: [odometerInRule(mileage, lang)] }), [mileage, lang]);
  return <EntityFormPage schema={maintenanceOrder} defaultParent={LIST} aside={<Mileage onMileage={setMileage} />} rules={rules} />;
}
