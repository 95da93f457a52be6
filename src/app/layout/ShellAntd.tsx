import { Popconfirm } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { AntdConfig, StaticStyles } from '@/components/antd/AntdRoot';
import { TabsBar } from './TabsBar';

/**
 * The antd widgets of the shell's frame (tabs, the sign-out confirmation), loaded once the frame and its
 * first screen are painted (the frame itself, with its side menu, is drawn without antd: ./ManageLayout). Each is an
 * island with antd's providers (locale, theme) and the styles generated ahead of time (<StaticStyles>,
 * src/components/antd/antd-static.css).
 */
function Island({ children }: { children: ReactNode }) {
  return (
    <AntdConfig>
      <StaticStyles>{children}</StaticStyles>
    </AntdConfig>
  );
}

/** The open screens as tabs. */
export function ShellTabs() {
  return (
    <Island>
      <TabsBar />
    </Island>
  );
}

/** A confirmation on a control of the frame (sign-out); `defaultOpen`: the control was used before this was loaded. */
export function ShellConfirm({ title, onConfirm, defaultOpen, children }: { title: string; onConfirm: () => void; defaultOpen: boolean; children: ReactElement }) {
  return (
    <Island>
      <Popconfirm title={title} onConfirm={onConfirm} defaultOpen={defaultOpen}>
        {children}
      </Popconfirm>
    </Island>
  );
}
