import { act, render, screen } from '@testing-library/react';
import { Modal, Select } from 'antd';
import { Activity, useState } from 'react';
import { describe, expect, it } from 'vitest';

let setActive: (active: boolean) => void = () => {};

/** What KeepAliveHost does with a tab: the page inside a hidden or visible React Activity. */
function Tab() {
  const [active, set] = useState(true);
  setActive = set;
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <Modal open title="车辆详情">弹窗内容</Modal>
      <Select open options={[{ value: 1, label: '选项一' }]} />
    </Activity>
  );
}

describe('antd portals of a hidden tab (DESIGN keep-alive check)', () => {
  it('a dialog and a dropdown opened in a tab are hidden with it and come back with it', async () => {
    render(<Tab />);
    expect(screen.getByText('弹窗内容')).toBeInTheDocument();
    expect(document.querySelector('.ant-select-dropdown')).not.toBeNull();

    await act(async () => setActive(false));
    expect(screen.queryByText('弹窗内容')).toBeNull();
    expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeNull();

    await act(async () => setActive(true));
    expect(screen.getByText('弹窗内容')).toBeInTheDocument();
  });
});
