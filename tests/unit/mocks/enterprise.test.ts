/** The enterprise client's own profile and departments ([M] /enterpriseInfo, /enterpriseDetail, /userDepartmentList). */
import { describe, expect, it } from 'vitest';
import { call, ok } from './api';

type Row = Record<string, unknown>;
type Node = Row & { children?: Node[] };

const login = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });
const profiles = () => ok<{ total: number; result: Row[] }>('/api/enterprise/profile/list', { params: { page: 1, pageSize: 50 } });
const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [String(n.deptName), ...names(n.children ?? [])]);

describe('the enterprise profile', () => {
  it('answers the enterprise only its own company, with its departments, staff and vehicle requests', async () => {
    await login('enterprise', 'enterprise123');
    const { result } = await profiles();
    expect(result.map((r) => r.companyName)).toEqual(['华远科技集团有限公司']);
    const own = result[0]!;
    expect(own).toMatchObject({ deptCount: expect.any(Number), staffCount: expect.any(Number), demandOrderCount: expect.any(Number) });
    expect(Number(own.deptCount)).toBeGreaterThanOrEqual(7);
    await login('admin', 'admin123');
    const other = (await profiles()).result.find((r) => r.companyName !== '华远科技集团有限公司')!;
    await login('enterprise', 'enterprise123');
    expect((await call('/api/enterprise/profile/detail', { method: 'GET', params: { companyId: String(other.companyId) } })).code).not.toBe(0);
    expect((await call('/api/enterprise/profile/save', { params: { companyId: String(other.companyId), invoiceTitle: '别人的' } })).code).not.toBe(0);
  });

  it('saves the profile’s fields on the company record the provider sees, with the company’s rules', async () => {
    await login('enterprise', 'enterprise123');
    const own = (await profiles()).result[0]!;
    const base = { companyId: String(own.companyId), address: String(own.address), contactName: '陈静怡', contactPhone: '13911110004', taxpayerType: String(own.taxpayerType), taxNo: String(own.taxNo) };
    expect((await call('/api/enterprise/profile/save', { params: { ...base, taxNo: '123' } })).msg).toBe('请输入正确的纳税人识别号（15、18或20位数字或大写字母）');
    expect((await call('/api/enterprise/profile/save', { params: { ...base, bankAccount: '12ab' } })).msg).toBe('请输入正确的银行账号（8至30位数字）');
    await ok('/api/enterprise/profile/save', { params: { ...base, invoiceTitle: '华远科技集团有限公司（开票）', companyName: '改名了' } });
    await login('admin', 'admin123');
    const seen = await ok<Row>('/api/company/detail', { method: 'GET', params: { companyId: String(own.companyId) } });
    // The name is not the enterprise's to change.
    expect(seen).toMatchObject({ companyName: '华远科技集团有限公司', invoiceTitle: '华远科技集团有限公司（开票）', contactName: '陈静怡' });
  });
});

describe('the enterprise’s departments', () => {
  it('shows the enterprise its own tree only, and the provider its own without the client’s', async () => {
    await login('enterprise', 'enterprise123');
    const mine = await ok<Node[]>('/api/system/dept/tree', { params: {} });
    expect(mine.map((n) => n.deptName)).toEqual(['华远科技集团有限公司']);
    expect(names(mine)).toContain('行政部');
    expect(names(mine)).not.toContain('调度中心');
    await login('admin', 'admin123');
    const provider = await ok<Node[]>('/api/system/dept/tree', { params: {} });
    expect(names(provider)).toContain('调度中心');
    expect(names(provider)).not.toContain('华远科技集团有限公司');
  });

  it('lets the enterprise add a department inside its tree, not at the top level', async () => {
    await login('enterprise', 'enterprise123');
    const tree = await ok<Node[]>('/api/system/dept/tree', { params: {} });
    const admin = tree[0]!.children!.find((n) => n.deptName === '行政部')!;
    const top = await call('/api/system/dept/save', { params: { deptName: '法务部', parentId: '0', sort: '9' } });
    expect(top.msg).toBe('请在本企业的部门下新增部门');
    await ok('/api/system/dept/save', { params: { deptName: '法务组', parentId: String(admin.id), sort: '9' } });
    expect(names(await ok<Node[]>('/api/system/dept/tree', { params: {} }))).toContain('法务组');
  });
});
