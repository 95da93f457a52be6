/**
 * /enterpriseInfo 企业资料 and /enterpriseDetail 企业资料详情: the signed-in enterprise client's own company
 * (entities/account/enterprise.ts) — edited in the generic form (the fields the enterprise keeps, with the company's
 * rules) and shown in the generic detail (its sections, contacts, departments and vehicle requests). The address names
 * the company (`companyId`) as every detail does; opened without it, the screen finds the account's own company and
 * names it. An account that is not an enterprise client's is told these screens are not for it.
 */
import { Alert, Result, Skeleton, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BackButton } from '@/components/BackButton';
import { useScreenMeta } from '@/components/screenMeta';
import { useEntityPage } from '@/components/entity/data';
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { EntityFormPage } from '@/components/entity/EntityFormPage';
import { enterpriseProfile } from '@/entities/account/enterprise';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { useSession } from '@/stores/session';

/** §3 company attribute of an enterprise client. */
const ENTERPRISE_ATTRIBUTE = 3;

const TEXT = {
  notClient: bi('企业资料仅供企业客户的账号查看和维护', 'The enterprise profile is for enterprise clients’ accounts'),
  none: bi('未找到本企业的资料，请联系平台客服', 'No profile was found for your company; contact the platform’s support'),
  failed: bi('企业资料加载失败：', 'The profile could not be loaded: '),
  back: bi('返回', 'Back'),
} as const;

function OwnCompany({ children }: { children: ReactNode }) {
  const lang = useLang();
  const client = useSession((s) => s.user?.company.companyAttribute === ENTERPRISE_ATTRIBUTE);
  const [query, setQuery] = useSearchParams();
  const named = query.get(enterpriseProfile.rowKey);
  const own = useEntityPage(enterpriseProfile, { page: 1, pageSize: 1 });
  const ownId = own.data?.result[0]?.[enterpriseProfile.rowKey];
  // Only a client's own profile is named in the address: another account is told the screen is not for it, and its
  // tab does not navigate (a late answer would otherwise replace whatever screen the user has gone on to).
  useEffect(() => {
    if (!client || named || ownId === undefined) return;
    const next = new URLSearchParams(query);
    next.set(enterpriseProfile.rowKey, String(ownId));
    setQuery(next, { replace: true });
  }, [client, named, ownId, query, setQuery]);

  const meta = useScreenMeta();
  if (client && named) return children;
  const back = <BackButton key="back">{pick(TEXT.back, lang)}</BackButton>;
  const body = !client ? (
    <Result status="info" title={pick(TEXT.notClient, lang)} extra={back} />
  ) : own.isError ? (
    <Alert type="error" showIcon title={pick(TEXT.failed, lang) + (own.error.message || '')} />
  ) : own.isPending || ownId !== undefined ? (
    <Skeleton active paragraph={{ rows: 8 }} />
  ) : (
    <Result status="404" title={pick(TEXT.none, lang)} extra={back} />
  );
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : pick(enterpriseProfile.title, lang)}
      </Typography.Title>
      {body}
    </div>
  );
}

/** /enterpriseInfo: the profile's form; a save goes on to the detail. */
export function EnterpriseInfoPage() {
  return (
    <OwnCompany>
      <EntityFormPage schema={enterpriseProfile} defaultParent="/enterpriseDetail" mode="edit" />
    </OwnCompany>
  );
}

/** /enterpriseDetail: the profile with its departments, staff and vehicle requests; its edit button opens /enterpriseInfo. */
export function EnterpriseDetailPage() {
  return (
    <OwnCompany>
      <EntityDetailPage schema={enterpriseProfile} defaultParent="/enterpriseInfo" />
    </OwnCompany>
  );
}
