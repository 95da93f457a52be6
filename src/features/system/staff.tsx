/**
 * A staff member's screens (/Staffs' rows; docs/architecture.md "Access"):
 * - /DetailInformation 用户详情: the account's detail (the declaration's, with its history) and what its roles and
 *   groups grant at its next sign-in — roles, groups, data scope, the menus and buttons in the permission tree (read
 *   only) — computed by the demo backend's sign-in function (`STAFF_GRANTS`), and its recent sign-ins;
 * - /EditorInformation 用户权限配置: one staff member's roles and data scope, the effective tree following the roles
 *   picked, saved through the account's save (its rules and messages: at least one role, the last administrator kept).
 */
import '@/i18n/parts/system';
import { SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Form, Space, Spin, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCloseAndReturn } from '@/components/useCloseAndReturn';
import { AppForm } from '@/components/AppForm';
import { usePermission } from '@/components/Permission';
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { RecordScreen, SaveCancel } from '@/components/entity/RecordScreen';
import { FieldInput } from '@/components/entity/FieldInput';
import { formValues, wireValues } from '@/components/entity/kinds';
import { fieldRules } from '@/components/entity/rules';
import { useEntityGet, useEntityRow, useEntityWrite } from '@/components/entity/data';
import { useEnumOptions } from '@/components/entity/options';
import { formFields, type AnySchema, type EntityField } from '@/entities/define';
import { staff, STAFF_EDIT_PERMISSION, STAFF_GRANTS } from '@/entities/system/account';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { PARENT_PARAM, parentPath } from '@/lib/rowQuery';
import { PermissionTree } from './PermissionTree';

/** What `STAFF_GRANTS` answers: the account's grants at its next sign-in. */
export interface StaffGrants {
  permissions: string[];
  roles: string[];
  roleNames: string[];
  groups: string[];
  dataScope: number;
  logins: { time: string; type: string }[];
}

const LIST = '/Staffs';
const field = (name: string) => staff.fields.find((f) => f.name === name)!;

/** The roles, groups, data scope and tree an account is granted (with `roleIds`: as if it held those roles). */
function GrantsView({ userId, roleIds, ownScope, logins }: { userId: string; roleIds?: string; ownScope?: boolean; logins?: boolean }) {
  const t = useT();
  const lang = useLang();
  const scopes = useEnumOptions({ dict: 'system_data_scope' }, lang);
  const grants = useEntityGet<StaffGrants>(STAFF_GRANTS, roleIds === undefined ? { userId } : { userId, roleIds });
  if (grants.isPending) return <Spin tip={t('system.staff.loading')}><div style={{ minHeight: 80 }} /></Spin>;
  if (grants.isError) return <Alert type="error" showIcon title={t('system.staff.failed', { msg: grants.error.message })} />;
  const g = grants.data;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="staff-grants">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('system.staff.roles')}>{g.roleNames.join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('system.staff.groups')}>{g.groups.join('、') || t('system.staff.noGroups')}</Descriptions.Item>
        <Descriptions.Item label={t('system.staff.dataScope')}>
          {scopes.find((o) => String(o.value) === String(g.dataScope))?.label ?? ''}
          {ownScope ? ` ${t('system.staff.ownScope')}` : ''}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text strong>{t('system.staff.effective')}</Typography.Text>
      <PermissionTree value={g.permissions.join(',')} readOnly />
      {logins && (
        <>
          <Typography.Text strong>{t('system.staff.logins')}</Typography.Text>
          <Table
            size="small"
            rowKey={(r) => `${r.time}-${r.type}`}
            pagination={false}
            dataSource={g.logins}
            locale={{ emptyText: t('system.staff.noLogins') }}
            columns={[
              { key: 'time', dataIndex: 'time', title: t('system.staff.loginTime') },
              { key: 'type', dataIndex: 'type', title: t('system.staff.loginType') },
            ]}
          />
        </>
      )}
    </Space>
  );
}

/** The detail's way to the account's permission settings (the list's own link, for holders of its code). */
function PermissionsLink({ row, self }: { row: Record<string, unknown>; self: string }) {
  const lang = useLang();
  const { can } = usePermission();
  const link = (staff as AnySchema).actions?.find((a) => a.key === 'edit');
  if (!link?.open || (link.permission && !can([link.permission]))) return null;
  return (
    <Link to={link.open(row, self)}>
      <Button icon={<SafetyOutlined />}>{pick(link.label, lang)}</Button>
    </Link>
  );
}

/** /DetailInformation: the account's detail, then what it is granted. */
export function StaffDetailPage() {
  const t = useT();
  const [query] = useSearchParams();
  const id = query.get(staff.rowKey)?.trim() ?? '';
  const row = useEntityRow(staff, id || null);
  return (
    <div>
      <EntityDetailPage schema={staff} defaultParent={LIST} extra={(record, self) => <PermissionsLink row={record} self={self} />} />
      {id && row.data && (
        <Card title={t('system.staff.grants')} size="small" style={{ marginTop: 16 }}>
          <Alert type="info" showIcon title={t('system.staff.nextSignIn')} style={{ marginBottom: 12 }} />
          <GrantsView userId={id} ownScope={row.data.dataScope !== undefined && row.data.dataScope !== ''} logins />
        </Card>
      )}
    </div>
  );
}

/** The fields /EditorInformation edits: the account's roles and its own data scope. */
const EDITED: readonly EntityField[] = [field('roleIds'), field('dataScope')];

type Values = Record<string, unknown>;

/** The form of one loaded account. */
function PermissionForm({ row, parent }: { row: Record<string, unknown>; parent: string }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const write = useEntityWrite(staff);
  const closeAndReturn = useCloseAndReturn();
  const [form] = Form.useForm<Values>();
  const initial = useMemo(() => formValues(EDITED, row), [row]);
  const [saving, setSaving] = useState(false);
  const picked = Form.useWatch('roleIds', form) as unknown;
  // The roles as the backend reads them (comma-joined ids): the effective tree follows the roles picked.
  const roleIds = picked === undefined ? String(row.roleIds ?? '') : String(wireValues([field('roleIds')], { roleIds: picked }).roleIds ?? '');

  const save = async (values: Values) => {
    setSaving(true);
    // The account's save with its other fields as they are: the account form's rules on the backend.
    const kept = Object.fromEntries(formFields(staff).map((f) => [f.name, row[f.name]]));
    const r = await write({ path: staff.endpoints.save!.path, payload: { ...kept, ...wireValues(EDITED, values), [staff.rowKey]: row[staff.rowKey] as string | number } as Record<string, string | number> });
    setSaving(false);
    if (!r.ok) return; // the http client has shown the refusal; the form keeps what was chosen
    notify.success(t('system.staff.saved'));
    closeAndReturn(parent);
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 880 }}>
      <Alert type="info" showIcon title={t('system.staff.nextSignIn')} />
      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label={pick(field('nickName').label, lang)}>{String(row.nickName ?? '')}</Descriptions.Item>
        <Descriptions.Item label={pick(field('userName').label, lang)}>{String(row.userName ?? '')}</Descriptions.Item>
        <Descriptions.Item label={pick(field('companyId').label, lang)}>{String(row.companyName ?? '')}</Descriptions.Item>
        <Descriptions.Item label={pick(field('deptId').label, lang)}>{String(row.deptName ?? '') || '—'}</Descriptions.Item>
      </Descriptions>
      <AppForm<Values> form={form} name="EditorInformation-form" layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
        {EDITED.map((f) => {
          const label = pick(f.label, lang);
          return (
            <Form.Item key={f.name} name={f.name} label={label} rules={fieldRules(f, lang)} extra={f.name === 'dataScope' ? t('system.staff.scopeHint') : undefined}>
              <FieldInput field={f} label={label} />
            </Form.Item>
          );
        })}
        <Card size="small" title={t('system.staff.grants')} style={{ marginBottom: 16 }}>
          <GrantsView userId={String(row[staff.rowKey])} roleIds={roleIds} />
        </Card>
        <SaveCancel saving={saving} onCancel={() => navigate(parent)} />
      </AppForm>
    </Space>
  );
}

/** /EditorInformation: one staff member's roles and data scope. */
export function StaffPermissionPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = query.get(staff.rowKey)?.trim() ?? '';
  const parent = parentPath(query.get(PARENT_PARAM), LIST);
  const row = useEntityRow(staff, id || null);
  return (
    <RecordScreen title={staff.title} id={id} permission={STAFF_EDIT_PERMISSION} loaded={row} onBack={() => navigate(parent)}>
      {(record) => <PermissionForm key={id} row={record} parent={parent} />}
    </RecordScreen>
  );
}
