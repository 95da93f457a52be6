/** Renders a shared widget as the console shows it: antd in Chinese (the default language) inside antd's <App>. */
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';

export function renderWidget(ui: ReactElement) {
  return render(
    <ConfigProvider locale={zhCN}>
      <AntApp>{ui}</AntApp>
    </ConfigProvider>,
  );
}
