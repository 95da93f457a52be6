/**
 * The designer's one script editor (src/features/bpm/panel/fields.tsx ScriptSource): a condition and a script task use
 * it, the listener dialog its choices; one wording of the script type (内联脚本 / 外部资源).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ScriptSource, type ScriptType } from '@/features/bpm/panel/fields';
import { renderWidget } from '../components/widgetHarness';

function Editor() {
  const [v, setV] = useState<{ scriptType: ScriptType; script: string; resource: string }>({ scriptType: 'inline', script: 'a > 1', resource: '' });
  return (
    <Form layout="vertical">
      <ScriptSource id="s" {...v} onChange={(patch) => setV((old) => ({ ...old, ...patch }))} />
      <output data-testid="value">{JSON.stringify(v)}</output>
    </Form>
  );
}

describe('the script editor', () => {
  it('offers 内联脚本 and 外部资源; an external script asks for the resource address', async () => {
    const user = userEvent.setup();
    renderWidget(<Editor />);
    expect(screen.getByLabelText('脚本')).toHaveValue('a > 1');
    await user.click(screen.getByLabelText('脚本类型'));
    await user.click(await screen.findByTitle('外部资源'));
    expect(screen.queryByTitle('外部脚本')).toBeNull();
    await user.type(await screen.findByLabelText('资源地址'), 'classpath://calc.js');
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toMatchObject({ scriptType: 'external', resource: 'classpath://calc.js' }));
  });
});
