import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { queryClient } from '@/api/query';
import { AntdRoot } from '@/components/antd/AntdRoot';
import { STATIC_STYLE_THEME } from '@/components/antd/antdTheme';

/**
 * antd's providers around a screen in a tab (every screen but the dashboard, which is drawn without antd): locale,
 * theme, antd's <App> (message and modal contexts), styles generated at run time (a screen may use any component),
 * and its pop-ups in the tab's own layer (`layer`, ./PanePopups); and the console's query cache (src/api/query: one
 * client for every tab), which the dashboard's first paint does not load either.
 */
export default function PaneAntd({ layer, children }: { layer: HTMLElement; children: ReactNode }) {
  const container = useCallback(() => layer, [layer]);
  return (
    <QueryClientProvider client={queryClient}>
      <AntdRoot>
        <ConfigProvider getPopupContainer={container} theme={STATIC_STYLE_THEME.on}>
          {children}
        </ConfigProvider>
      </AntdRoot>
    </QueryClientProvider>
  );
}
