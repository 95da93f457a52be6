/**
 * The enterprise's departments and their accounts ([M]; docs/architecture.md "Access"):
 * - /userDepartmentList: the department tree (the /Department screen on the account's own tree), each department
 *   with "add accounts" for holders of `dept:addAccount`;
 * - /departmentAddAccount?id=<deptId>: a new account in that department (the account form's fields, rules and
 *   messages, the company and department fixed, the roles those the company's accounts may be given) or existing
 *   accounts of the company moved into it.
 */
import '@/i18n/parts/entity';
import '@/i18n/parts/system';
import { Alert, Button, Card, Descriptions, Form, Popconfirm, Select, Space, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCloseAndReturn } from '@/components/useCloseAndReturn';
import { AppForm } from '@/components/AppForm';
import { usePermission } from '@/components/Permission';
import { EntityTreePage } from '@/components/entity/EntityTreePage';
import { RecordScreen, SaveCancel } from '@/components/entity/RecordScreen';
import { FieldInput } from '@/components/entity/FieldInput';
import { newValues, wireValues } from '@/components/entity/kinds';
import { fieldRules } from '@/components/entity/rules';
import { useEntityGet, useEntityWrite } from '@/components/entity/data';
import { department } from '@/entities/admin/department';
import { formFields, type AnySchema, type EntityField } from '@/entities/define';
import { account } from '@/entities/system/account';
import { addAccountLink, DEPT_ACCOUNT_TARGET, DEPT_ADD_ACCOUNT, DEPT_ADD_ACCOUNT_PERMISSION, DEPT_MOVE_ACCOUNTS, type DeptAccountTarget } from '@/entities/system/deptAccount';
import { GROUP_ROLE_OPTIONS } from '@/entities/system/userGroup';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { PARENT_PARAM, parentPath } from '@/lib/rowQuery';

/** The department declaration with the "add accounts" row action (this screen's only: /Department has no such route). */
const departmentWithAccounts: AnySchema = { ...department, actions: [...(department.actions ?? []), addAccountLink] };

export const UserDepartmentPage = () => <EntityTreePage schema={departmentWithAccounts} permissions={{ add: 'dept:add', edit: 'dept:edit' }} />;

const LIST = '/userDepartmentList';

type Values = Record<string, unknown>;

/** The account form's fields a new account in a department is given: not its company or department (fixed). */
function newAccountFields(target: DeptAccountTarget): EntityField[] {
  return formFields(account)
    .filter((f) => f.name !== 'companyId' && f.name !== 'deptId' && !(f.name === 'accountType' && target.accountType !== null))
    .map((f) => (f.name === 'roleIds' && f.type === 'multi' ? { ...f, optionsPath: GROUP_ROLE_OPTIONS } : f));
}

function NewAccount({ target, parent }: { target: DeptAccountTarget; parent: string }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const write = useEntityWrite(account);
  const closeAndReturn = useCloseAndReturn();
  const [form] = Form.useForm<Values>();
  const fields = useMemo(() => newAccountFields(target), [target]);
  const initial = useMemo(() => newValues(fields), [fields]);
  const [saving, setSaving] = useState(false);
  const save = async (values: Values) => {
    setSaving(true);
    const r = await write({ path: DEPT_ADD_ACCOUNT, payload: { ...(wireValues(fields, values) as Record<string, string | number>), deptId: target.deptId } });
    setSaving(false);
    if (!r.ok) return; // the http client has shown the refusal; the form keeps what was typed
    notify.success(t('system.dept.added'));
    closeAndReturn(parent);
  };
  return (
    <AppForm<Values> form={form} name="departmentAddAccount-form" layout="vertical" initialValues={initial} onFinish={(v) => void save(v)} style={{ maxWidth: 720 }}>
      <Alert type="info" showIcon title={t('system.dept.initialPassword')} style={{ marginBottom: 16 }} />
      {fields.map((f) => {
        const label = pick(f.label, lang);
        return (
          <Form.Item key={f.name} name={f.name} label={label} rules={fieldRules(f, lang)}>
            <FieldInput field={f} label={label} />
          </Form.Item>
        );
      })}
      <SaveCancel saving={saving} onCancel={() => navigate(parent)} />
    </AppForm>
  );
}

function MoveAccounts({ target, parent }: { target: DeptAccountTarget; parent: string }) {
  const t = useT();
  const write = useEntityWrite(account);
  const closeAndReturn = useCloseAndReturn();
  const [chosen, setChosen] = useState<number[]>([]);
  const [moving, setMoving] = useState(false);
  const move = async () => {
    setMoving(true);
    const r = await write({ path: DEPT_MOVE_ACCOUNTS, payload: { deptId: target.deptId, userIds: chosen.join(',') } });
    setMoving(false);
    if (!r.ok) return;
    notify.success(t('system.dept.moved', { n: chosen.length }));
    closeAndReturn(parent);
  };
  if (target.movable.length === 0) return <Alert type="info" showIcon title={t('system.dept.noneToMove')} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 720 }}>
      <Select
        mode="multiple"
        allowClear
        showSearch
        optionFilterProp="label"
        aria-label={t('system.dept.accounts')}
        placeholder={t('system.dept.choose')}
        options={target.movable}
        value={chosen}
        onChange={setChosen}
        style={{ width: '100%' }}
      />
      <Popconfirm
        title={t('system.dept.moveConfirm', { n: chosen.length, dept: target.deptName })}
        okText={t('entity.confirm')}
        cancelText={t('entity.cancel')}
        onConfirm={() => void move()}
        disabled={chosen.length === 0}
      >
        <Button type="primary" loading={moving} disabled={chosen.length === 0}>
          {t('system.dept.move')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** /departmentAddAccount?id=<deptId>. */
export function DepartmentAddAccountPage() {
  const t = useT();
  const navigate = useNavigate();
  const { can } = usePermission();
  const [query] = useSearchParams();
  const deptId = query.get('id')?.trim() ?? '';
  const parent = parentPath(query.get(PARENT_PARAM), LIST);
  const loaded = useEntityGet<DeptAccountTarget>(DEPT_ACCOUNT_TARGET, { deptId }, !!deptId && can([DEPT_ADD_ACCOUNT_PERMISSION]));
  return (
    <RecordScreen title={addAccountLink.label} id={deptId} permission={DEPT_ADD_ACCOUNT_PERMISSION} loaded={loaded} onBack={() => navigate(parent)}>
      {(target) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={1} style={{ maxWidth: 720 }}>
            <Descriptions.Item label={t('system.dept.dept')}>{target.path}</Descriptions.Item>
            <Descriptions.Item label={t('system.dept.company')}>{target.companyName}</Descriptions.Item>
          </Descriptions>
          <Card size="small">
            <Tabs
              items={[
                { key: 'new', label: t('system.dept.newTab'), children: <NewAccount target={target} parent={parent} /> },
                { key: 'move', label: t('system.dept.moveTab'), children: <MoveAccounts target={target} parent={parent} /> },
              ]}
            />
          </Card>
        </Space>
      )}
    </RecordScreen>
  );
}
