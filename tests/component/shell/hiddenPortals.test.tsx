import { act, render, screen } from '@testing-library/react';
import { Modal, Select } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import PaneAntd from '@/app/layout/PaneAntd';
import { usePopupLayer } from '@/app/layout/PanePopups';

let setActive: (active: boolean) => void = () => {};

/** What KeepAliveHost does with a tab: its screen stays mounted while hidden, its pop-ups go to the tab's layer. */
function Tab() {
  const [active, set] = useState(true);
  setActive = set;
  const layer = usePopupLayer(active);
  return (
    <div hidden={!active}>
      <PaneAntd layer={layer}>
        <Modal open title="车辆详情">弹窗内容</Modal>
        <Select open options={[{ value: 1, label: '选项一' }]} />
      </PaneAntd>
    </div>
  );
}

describe('antd pop-ups of a hidden tab (DESIGN keep-alive check)', () => {
  it('a dialog and a dropdown opened in a tab are hidden with it and come back with it', async () => {
    const { unmount } = render(<Tab />);
    // Both are in the tab's layer, at the end of the page (where antd would have put them), shown with the tab.
    const layer = document.querySelector('.console-pane-popups');
    expect(layer?.parentElement).toBe(document.body);
    const dialog = screen.getByText('弹窗内容');
    const dropdown = document.querySelector('.ant-select-dropdown');
    expect(layer?.contains(dialog)).toBe(true);
    expect(layer?.contains(dropdown)).toBe(true);
    expect(layer).toBeVisible();

    await act(async () => setActive(false));
    expect(dialog).not.toBeVisible();
    expect(dropdown).not.toBeVisible();

    // Shown again as they were: the same dialog, still open.
    await act(async () => setActive(true));
    expect(layer).toBeVisible();
    expect(screen.getByText('弹窗内容')).toBe(dialog);

    // Closing the tab takes its layer away.
    unmount();
    expect(document.querySelector('.console-pane-popups')).toBeNull();
  });
});
