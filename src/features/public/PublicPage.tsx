import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { useT } from '@/i18n/react';

/** Frame of the public pages: a centred card with a way back (history back, or home). */
export function PublicPage({ title, children, wide = false, back = true }: { title?: ReactNode; children: ReactNode; wide?: boolean; back?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <Flex vertical align="center" style={{ minHeight: '100%', padding: '48px 16px', background: 'var(--ant-color-bg-layout, #f5f5f5)' }}>
      <Card
        style={{ width: '100%', maxWidth: wide ? 860 : 440 }}
        title={title ? <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>{title}</Typography.Title> : undefined}
        extra={<LanguageSwitch />}
      >
        {children}
        {back && (
          <Flex gap={8} style={{ marginTop: 24 }}>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void goBack()}>
              {t('public.back')}
            </Button>
            <Button icon={<HomeOutlined />} onClick={() => void navigate('/')}>
              {t('public.home')}
            </Button>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
