import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@/i18n/react';

export interface BackButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Go to this path instead of back in history. */
  to?: string;
  /** Where to go when there is no page to go back to (a link opened in a new tab). Default /Manage. */
  fallback?: string;
  children?: ReactNode;
}

/** §2 back button: history back, or to a given path. */
export function BackButton({ to, fallback = '/Manage', children, ...rest }: BackButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const onClick = () => {
    if (to) navigate(to);
    // The router gives the first entry of its history the key 'default': nothing to go back to.
    else if (location.key === 'default') navigate(fallback);
    else navigate(-1);
  };
  return (
    <Button icon={<ArrowLeftOutlined />} {...rest} onClick={onClick}>
      {children ?? t('widgets.back')}
    </Button>
  );
}
