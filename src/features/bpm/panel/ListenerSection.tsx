/**
 * Execution listeners (all elements; start, end) and task listeners (user tasks; create, assignment, complete,
 * delete, update, timeout with a timer) — §3, §5. The listener dialog (600 px) checks every §5 rule with the
 * spec's messages (rules.ts); its fields (string or expression) are edited in a 400 px dialog. Removals ask the
 * §8 'Tip' confirmation; cancelling only logs.
 */
import { App, Button, Form, Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import type { DiagramElement } from '../modeler/types';
import { createListener, listenersOf, listenerValues, saveListener, type Editor } from './ops';
import {
  DESIGNER_MESSAGES,
  EXECUTION_EVENTS,
  fieldErrors,
  LISTENER_TYPES,
  listenerErrors,
  TASK_EVENTS,
  TIMER_TYPES,
  type ListenerFieldValues,
  type ListenerValues,
} from './rules';
import { useL, useScriptTypeOptions } from './fields';

const EMPTY: ListenerValues = { event: '', id: '', listenerType: '', scriptType: '', eventDefinitionType: 'null', fields: [] };
const EMPTY_FIELD: ListenerFieldValues = { name: '', fieldType: '' };

export function ListenerSection({ element, editor, task, readOnly }: { element: DiagramElement; editor: Editor; task: boolean; readOnly: boolean }) {
  const { modal } = App.useApp();
  const lang = useLang();
  const l = useL();
  const listeners = listenersOf(element.businessObject, editor.prefix, task).map(listenerValues);
  const [editing, setEditing] = useState<{ index: number; values: ListenerValues } | null>(null);
  const typeLabel = (t: string) => pick(LISTENER_TYPES.find((x) => x.value === t)?.label ?? { 'zh-CN': t, 'en-US': t }, lang);

  const remove = (index: number) =>
    modal.confirm({
      title: pick(DESIGNER_MESSAGES.tip, lang),
      content: pick(DESIGNER_MESSAGES.removeListener, lang),
      width: 400,
      onOk: () => saveListener(editor, element, task, index, null),
      onCancel: () => console.info('[designer] listener removal cancelled'),
    });

  const name = task ? l('任务监听器', 'Task listeners') : l('执行监听器', 'Execution listeners');
  return (
    <div data-testid={task ? 'task-listeners' : 'execution-listeners'}>
      <Table<ListenerValues & { key: number }>
        size="small"
        pagination={false}
        scroll={{ y: 240 }}
        aria-label={name}
        dataSource={listeners.map((v, key) => ({ ...v, key }))}
        columns={[
          { title: l('序号', 'No.'), width: 50, render: (_v, _r, i) => i + 1 },
          { title: l('事件类型', 'Event'), dataIndex: 'event' },
          ...(task ? [{ title: 'ID', dataIndex: 'id' }] : []),
          { title: l('监听器类型', 'Type'), dataIndex: 'listenerType', render: (t: string) => typeLabel(t) },
          {
            title: l('操作', 'Actions'),
            width: 110,
            render: (_v, row) => (
              <Space size={4}>
                <Button size="small" type="link" disabled={readOnly} onClick={() => setEditing({ index: row.key, values: listeners[row.key] ?? EMPTY })}>
                  {l('编辑', 'Edit')}
                </Button>
                <Button size="small" type="link" danger disabled={readOnly} onClick={() => remove(row.key)}>
                  {l('移除', 'Remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Button block type="dashed" style={{ marginTop: 8 }} disabled={readOnly} onClick={() => setEditing({ index: -1, values: EMPTY })}>
        {task ? l('添加任务监听器', 'Add task listener') : l('添加执行监听器', 'Add execution listener')}
      </Button>
      {editing && (
        <ListenerDialog
          task={task}
          initial={editing.values}
          onCancel={() => setEditing(null)}
          onSave={(values) => {
            saveListener(editor, element, task, editing.index, createListener(editor, values, task));
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}

function ListenerDialog({ task, initial, onSave, onCancel }: { task: boolean; initial: ListenerValues; onSave: (v: ListenerValues) => void; onCancel: () => void }) {
  const { modal } = App.useApp();
  const lang = useLang();
  const l = useL();
  const scriptTypes = useScriptTypeOptions();
  const [form] = Form.useForm<ListenerValues>();
  const [fields, setFields] = useState<ListenerFieldValues[]>(initial.fields);
  const [fieldEdit, setFieldEdit] = useState<{ index: number; values: ListenerFieldValues } | null>(null);
  const listenerType = Form.useWatch('listenerType', form) ?? initial.listenerType;
  const scriptType = Form.useWatch('scriptType', form) ?? initial.scriptType;
  const event = Form.useWatch('event', form) ?? initial.event;
  const timerType = Form.useWatch('eventDefinitionType', form) ?? initial.eventDefinitionType;

  // One rule for every field: the §5 check of the whole form (rules.ts), reporting this field's message.
  const rule = (name: keyof ListenerValues) => ({
    validator: () => {
      const error = (listenerErrors({ ...initial, ...form.getFieldsValue(true), fields }, task) as Record<string, { 'zh-CN': string; 'en-US': string } | undefined>)[name];
      return error ? Promise.reject(new Error(pick(error, lang))) : Promise.resolve();
    },
  });
  const required = (name: keyof ListenerValues) => ({ name, rules: [rule(name)], required: true });

  const removeField = (index: number) =>
    modal.confirm({
      title: pick(DESIGNER_MESSAGES.tip, lang),
      content: pick(DESIGNER_MESSAGES.removeField, lang),
      width: 400,
      onOk: () => setFields((f) => f.filter((_x, i) => i !== index)),
      onCancel: () => console.info('[designer] field removal cancelled'),
    });

  const submit = async () => {
    try {
      const values = await form.validateFields();
      onSave({ ...initial, ...values, fields });
    } catch {
      // the form shows the messages
    }
  };

  const events = task ? TASK_EVENTS : EXECUTION_EVENTS;
  return (
    <Modal open width={600} title={task ? l('任务监听器', 'Task listener') : l('执行监听器', 'Execution listener')} onCancel={onCancel} onOk={() => void submit()} destroyOnHidden>
      <Form form={form} layout="horizontal" labelCol={{ span: 6 }} initialValues={initial} name="listener">
        <Form.Item label={l('事件类型', 'Event')} {...required('event')}>
          <Select options={events.map((e) => ({ value: e, label: e }))} />
        </Form.Item>
        {task && (
          <Form.Item label={l('监听器ID', 'Listener id')} {...required('id')}>
            <Input />
          </Form.Item>
        )}
        <Form.Item label={l('监听器类型', 'Listener type')} {...required('listenerType')}>
          <Select options={LISTENER_TYPES.map((t) => ({ value: t.value, label: pick(t.label, lang) }))} />
        </Form.Item>
        {listenerType === 'class' && (
          <Form.Item label={l('Java类', 'Java class')} {...required('class')}>
            <Input />
          </Form.Item>
        )}
        {listenerType === 'expression' && (
          <Form.Item label={l('表达式', 'Expression')} {...required('expression')}>
            <Input />
          </Form.Item>
        )}
        {listenerType === 'delegateExpression' && (
          <Form.Item label={l('代理表达式', 'Delegate expression')} {...required('delegateExpression')}>
            <Input />
          </Form.Item>
        )}
        {listenerType === 'script' && (
          <>
            <Form.Item label={l('脚本格式', 'Script format')} {...required('scriptFormat')}>
              <Input />
            </Form.Item>
            <Form.Item label={l('脚本类型', 'Script type')} {...required('scriptType')}>
              <Select options={scriptTypes} />
            </Form.Item>
            {scriptType === 'inline' && (
              <Form.Item label={l('脚本内容', 'Script')} {...required('value')}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
              </Form.Item>
            )}
            {scriptType === 'external' && (
              <Form.Item label={l('资源地址', 'Resource')} {...required('resource')}>
                <Input />
              </Form.Item>
            )}
          </>
        )}
        {task && event === 'timeout' && (
          <>
            <Form.Item label={l('定时器类型', 'Timer type')} name="eventDefinitionType">
              <Select options={TIMER_TYPES.map((t) => ({ value: t.value, label: pick(t.label, lang) }))} />
            </Form.Item>
            {timerType && timerType !== 'null' && (
              <Form.Item label={l('定时器', 'Timer')} {...required('eventTimeDefinitions')}>
                <Input />
              </Form.Item>
            )}
          </>
        )}
      </Form>
      <Space style={{ width: '100%', justifyContent: 'space-between', margin: '8px 0' }}>
        <strong>{l('注入字段', 'Fields')}</strong>
        <Button size="small" onClick={() => setFieldEdit({ index: -1, values: EMPTY_FIELD })}>
          {l('添加字段', 'Add field')}
        </Button>
      </Space>
      <Table<ListenerFieldValues & { key: number }>
        size="small"
        pagination={false}
        scroll={{ y: 240 }}
        aria-label={l('注入字段', 'Fields')}
        dataSource={fields.map((f, key) => ({ ...f, key }))}
        columns={[
          { title: l('字段名称', 'Name'), dataIndex: 'name' },
          { title: l('字段类型', 'Type'), dataIndex: 'fieldType', render: (t: string) => (t === 'expression' ? l('表达式', 'Expression') : l('字符串', 'String')) },
          { title: l('值', 'Value'), render: (_v, f) => (f.fieldType === 'expression' ? f.expression : f.string) },
          {
            title: l('操作', 'Actions'),
            width: 110,
            render: (_v, row) => (
              <Space size={4}>
                <Button size="small" type="link" onClick={() => setFieldEdit({ index: row.key, values: fields[row.key] ?? EMPTY_FIELD })}>
                  {l('编辑', 'Edit')}
                </Button>
                <Button size="small" type="link" danger onClick={() => removeField(row.key)}>
                  {l('移除', 'Remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {fieldEdit && (
        <FieldDialog
          initial={fieldEdit.values}
          onCancel={() => setFieldEdit(null)}
          onSave={(v) => {
            setFields((f) => (fieldEdit.index < 0 ? [...f, v] : f.map((x, i) => (i === fieldEdit.index ? v : x))));
            setFieldEdit(null);
          }}
        />
      )}
    </Modal>
  );
}

function FieldDialog({ initial, onSave, onCancel }: { initial: ListenerFieldValues; onSave: (v: ListenerFieldValues) => void; onCancel: () => void }) {
  const lang = useLang();
  const l = useL();
  const [form] = Form.useForm<ListenerFieldValues>();
  const fieldType = Form.useWatch('fieldType', form) ?? initial.fieldType;
  const rule = (name: keyof ListenerFieldValues) => ({
    validator: () => {
      const error = fieldErrors({ ...initial, ...form.getFieldsValue(true) })[name as 'name'];
      return error ? Promise.reject(new Error(pick(error, lang))) : Promise.resolve();
    },
  });
  const required = (name: keyof ListenerFieldValues) => ({ name, rules: [rule(name)], required: true });
  const submit = async () => {
    try {
      const v = await form.validateFields();
      onSave({ name: v.name, fieldType: v.fieldType, ...(v.fieldType === 'expression' ? { expression: v.expression } : { string: v.string }) });
    } catch {
      // the form shows the messages
    }
  };
  return (
    <Modal open width={400} title={l('字段配置', 'Field')} onCancel={onCancel} onOk={() => void submit()} destroyOnHidden>
      <Form form={form} labelCol={{ span: 7 }} initialValues={initial} name="listenerField">
        <Form.Item label={l('字段名称', 'Name')} {...required('name')}>
          <Input />
        </Form.Item>
        <Form.Item label={l('字段类型', 'Type')} {...required('fieldType')}>
          <Select
            options={[
              { value: 'string', label: l('字符串', 'String') },
              { value: 'expression', label: l('表达式', 'Expression') },
            ]}
          />
        </Form.Item>
        {fieldType === 'string' && (
          <Form.Item label={l('字段值', 'Value')} {...required('string')}>
            <Input />
          </Form.Item>
        )}
        {fieldType === 'expression' && (
          <Form.Item label={l('表达式', 'Expression')} {...required('expression')}>
            <Input />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
