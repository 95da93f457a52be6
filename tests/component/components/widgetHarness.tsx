/**
 * Renders a shared widget as the console shows it: antd in Chinese (the default language) inside antd's <App>,
 * with the console's one toast instance.
 */
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { Toasts } from '@/components/Toasts';

export function renderWidget(ui: ReactElement) {
  return render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <Toasts />
        {ui}
      </AntApp>
    </ConfigProvider>,
  );
}
