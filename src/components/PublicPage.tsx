import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AntdRoot } from './antd/AntdRoot';
import { useT } from '@/i18n/react';
import { PublicFrame } from './PublicFrame';

/** Frame of the public pages that use antd: a centred card with a way back (history back, or home). */
export function PublicPage({ title, children, wide = false, back = true }: { title?: ReactNode; children: ReactNode; wide?: boolean; back?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <AntdRoot>
      <PublicFrame title={title} wide={wide}>
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
      </PublicFrame>
    </AntdRoot>
  );
}
