/**
 * §2 properties panel, built with React and antd (not bpmn-js-properties-panel): a collapsible accordion, 480 px
 * wide by default (§9), with 'base' open by default and again whenever another element is selected. Sections and
 * when they show (§2): General; Messages and signals (Process); Flow condition (sequence flow not leaving a start
 * event); Form (user task, start event); Task and Multi-instance (element type containing 'Task'); Execution
 * listeners (all); Task listeners (user task); Extension properties; Other (documentation).
 */
import { Alert, App, Button, Checkbox, Collapse, Form, Input, Modal, Select, Space, Table, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { isType, str, type DiagramElement, type ModdleElement, type Services } from '../modeler/types';
import { ScriptSource, TagsField, TextField, useL } from './fields';
import { ListenerSection } from './ListenerSection';
import {
  addRootElement,
  canBeDefault,
  conditionOf,
  documentationOf,
  flowTypeOf,
  hasFlowCondition,
  isTaskLike,
  joinList,
  loopOf,
  loopTypeOf,
  propertiesOf,
  rootElementsOf,
  scriptTaskOf,
  setAsync,
  setAttr,
  setCondition,
  setDocumentation,
  setFlowType,
  setLoopType,
  setLoopValue,
  setProperties,
  setScriptTask,
  splitList,
  type Editor,
} from './ops';
import { DESIGNER_MESSAGES, FORM_MANAGER_PATH, isValidProcessKey, MODEL_MANAGER_PATH, PROCESS_MESSAGES, type FlowType, type LoopType } from './rules';

export interface PanelProps {
  element: DiagramElement;
  /** Changes after every command: the panel reads the element again. */
  rev: number;
  services: Services;
  editor: Editor;
  /** The model has an id: the process key cannot change (§5). */
  keyLocked: boolean;
  /** Token simulation on: nothing is edited. */
  readOnly: boolean;
  width: number;
}

interface SectionProps {
  element: DiagramElement;
  services: Services;
  editor: Editor;
  readOnly: boolean;
}

export function PropertiesPanel({ element, rev, services, editor, keyLocked, readOnly, width }: PanelProps) {
  const l = useL();
  const [active, setActive] = useState<string[]>(['base']);
  const [shown, setShown] = useState(element.id);
  if (shown !== element.id) {
    // §2: back to 'base' whenever another element is selected.
    setShown(element.id);
    setActive(['base']);
  }
  const props: SectionProps = { element, services, editor, readOnly };
  const sections: { key: string; label: string; show: boolean; children: ReactNode }[] = [
    { key: 'base', label: l('常规', 'General'), show: true, children: <General key={element.id} {...props} keyLocked={keyLocked} /> },
    { key: 'message', label: l('消息与信号', 'Messages and signals'), show: isType(element, 'bpmn:Process'), children: <MessagesSection key={element.id} {...props} /> },
    { key: 'condition', label: l('流转条件', 'Flow condition'), show: hasFlowCondition(element), children: <ConditionSection key={element.id} {...props} /> },
    { key: 'form', label: l('表单', 'Form'), show: isType(element, 'bpmn:UserTask') || isType(element, 'bpmn:StartEvent'), children: <FormHint /> },
    { key: 'task', label: l('任务', 'Task'), show: isTaskLike(element), children: <TaskSection key={element.id} {...props} /> },
    { key: 'multiInstance', label: l('多实例', 'Multi-instance'), show: isTaskLike(element), children: <MultiInstanceSection key={element.id} {...props} /> },
    { key: 'listeners', label: l('执行监听器', 'Execution listeners'), show: true, children: <ListenerSection key={element.id} element={element} editor={editor} task={false} readOnly={readOnly} /> },
    { key: 'taskListeners', label: l('任务监听器', 'Task listeners'), show: isType(element, 'bpmn:UserTask'), children: <ListenerSection key={element.id} element={element} editor={editor} task readOnly={readOnly} /> },
    { key: 'extensions', label: l('扩展属性', 'Extension properties'), show: true, children: <PropertiesSection key={element.id} {...props} /> },
    { key: 'other', label: l('其他', 'Other'), show: true, children: <OtherSection key={element.id} {...props} /> },
  ];
  return (
    <aside className="bpm-panel" style={{ width }} aria-label={l('属性面板', 'Properties panel')} data-testid="properties-panel" data-element-id={element.id} data-rev={rev}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {element.type.replace(/^bpmn:/, '')} · {element.id}
      </Typography.Text>
      {/* One section open at a time, kept here rather than with antd's `accordion`, whose tablist/tabpanel roles
          are invalid ARIA (axe: aria-required-children); without it each header is a button with aria-expanded. */}
      <Collapse
        size="small"
        activeKey={active}
        onChange={(keys) => {
          const list = (Array.isArray(keys) ? keys : [keys]).map(String);
          const opened = list.filter((k) => !active.includes(k));
          setActive(opened.length ? [opened[opened.length - 1]!] : list);
        }}
        items={sections.filter((s) => s.show).map(({ key, label, children }) => ({ key, label, children }))}
      />
    </aside>
  );
}

// ---------------------------------------------------------------- General

function General({ element, services, editor, readOnly, keyLocked }: SectionProps & { keyLocked: boolean }) {
  const l = useL();
  const lang = useLang();
  const proc = isType(element, 'bpmn:Process') ? element.businessObject : null;
  const bo = element.businessObject;
  const idFree = (id: string) => {
    const other = services.elementRegistry.get(id);
    return !other || other === element;
  };
  const applyId = (id: string) => {
    // §4: applied as the element id only when it is a valid key (and no other element has it).
    if (isValidProcessKey(id) && idFree(id)) editor.update(bo, { id });
  };
  if (proc) {
    return (
      <Form layout="vertical" name="processBase" key={element.id} initialValues={{ key: proc.id, name: proc.name ?? '' }}>
        <Form.Item label={l('流程标识', 'Process key')} name="key" required validateTrigger="onBlur" rules={[{ required: true, whitespace: true, message: pick(PROCESS_MESSAGES.keyRequired, lang) }]}>
          <Input disabled={keyLocked || readOnly} allowClear onChange={(e) => applyId(e.target.value)} />
        </Form.Item>
        <Form.Item label={l('流程名称', 'Process name')} name="name" required validateTrigger="onBlur" rules={[{ required: true, whitespace: true, message: pick(PROCESS_MESSAGES.nameRequired, lang) }]}>
          <Input disabled={readOnly} allowClear onChange={(e) => editor.update(bo, { name: e.target.value || undefined })} />
        </Form.Item>
      </Form>
    );
  }
  return (
    <Form layout="vertical" name="elementBase">
      <Form.Item label="ID" htmlFor="bpm-element-id">
        <TextField id="bpm-element-id" value={bo.id ?? ''} disabled={readOnly} onChange={applyId} />
      </Form.Item>
      <Form.Item label={l('名称', 'Name')} htmlFor="bpm-element-name">
        <TextField id="bpm-element-name" value={str(bo, 'name')} disabled={readOnly} onChange={(v) => editor.update(bo, { name: v || undefined })} />
      </Form.Item>
    </Form>
  );
}

// ---------------------------------------------------------------- Messages and signals

function MessagesSection({ element, editor, readOnly }: SectionProps) {
  const l = useL();
  const lang = useLang();
  const { message } = App.useApp();
  const [adding, setAdding] = useState<'bpmn:Message' | 'bpmn:Signal' | null>(null);
  const [form] = Form.useForm<{ id: string; name: string }>();
  const messages = rootElementsOf(element.businessObject, 'bpmn:Message');
  const signals = rootElementsOf(element.businessObject, 'bpmn:Signal');
  const table = (rows: ModdleElement[], label: string) => (
    <Table
      size="small"
      pagination={false}
      scroll={{ y: 240 }}
      aria-label={label}
      rowKey="id"
      dataSource={rows.map((r) => ({ id: r.id ?? '', name: str(r, 'name') }))}
      columns={[
        { title: 'ID', dataIndex: 'id' },
        { title: l('名称', 'Name'), dataIndex: 'name' },
      ]}
    />
  );
  const submit = async () => {
    if (!adding) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    // §5: an existing id is rejected with the §8 message; nothing is saved.
    if (!addRootElement(editor, element, adding, v.id.trim(), v.name.trim())) {
      void message.error(pick(adding === 'bpmn:Message' ? DESIGNER_MESSAGES.messageExists : DESIGNER_MESSAGES.signalExists, lang));
      return;
    }
    setAdding(null);
  };
  const open = (type: 'bpmn:Message' | 'bpmn:Signal') => {
    form.resetFields();
    setAdding(type);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <strong>{l('消息列表', 'Messages')}</strong>
        <Button size="small" disabled={readOnly} onClick={() => open('bpmn:Message')}>
          {l('创建新消息', 'New message')}
        </Button>
      </Space>
      {table(messages, l('消息列表', 'Messages'))}
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <strong>{l('信号列表', 'Signals')}</strong>
        <Button size="small" disabled={readOnly} onClick={() => open('bpmn:Signal')}>
          {l('创建新信号', 'New signal')}
        </Button>
      </Space>
      {table(signals, l('信号列表', 'Signals'))}
      <Modal
        open={adding !== null}
        width={400}
        title={adding === 'bpmn:Signal' ? l('创建新信号', 'New signal') : l('创建新消息', 'New message')}
        onCancel={() => setAdding(null)}
        onOk={() => void submit()}
        forceRender
      >
        <Form form={form} labelCol={{ span: 6 }} name="rootElement">
          <Form.Item label="ID" name="id" rules={[{ required: true, whitespace: true, message: l('请填写ID', 'Enter the id') }]}>
            <Input />
          </Form.Item>
          <Form.Item label={l('名称', 'Name')} name="name" rules={[{ required: true, whitespace: true, message: l('请填写名称', 'Enter the name') }]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

// ---------------------------------------------------------------- Flow condition

function ConditionSection({ element, editor, readOnly }: SectionProps) {
  const l = useL();
  const type = flowTypeOf(element);
  const stored = conditionOf(element, editor.prefix);
  // An external script without its resource yet reads back as inline: the choice is kept here until one is typed.
  const [scriptType, setScriptType] = useState(stored.scriptType);
  const c = { ...stored, scriptType: stored.resource ? 'external' as const : scriptType };
  const write = (patch: Partial<typeof c>) => {
    if (patch.scriptType) setScriptType(patch.scriptType);
    setCondition(editor, element, { ...c, ...patch });
  };
  const options: { value: FlowType; label: string }[] = [
    { value: 'normal', label: l('普通流转路径', 'Normal flow') },
    ...(canBeDefault(element) ? [{ value: 'default' as const, label: l('默认流转路径', 'Default flow') }] : []),
    { value: 'condition', label: l('条件流转路径', 'Conditional flow') },
  ];
  return (
    <Form layout="vertical" name="flowCondition">
      <Form.Item label={l('流转类型', 'Flow type')} htmlFor="bpm-flow-type">
        <Select id="bpm-flow-type" value={type} disabled={readOnly} options={options} onChange={(v: FlowType) => setFlowType(editor, element, v)} />
      </Form.Item>
      {type === 'condition' && (
        <>
          <Form.Item label={l('条件格式', 'Condition type')} htmlFor="bpm-condition-type">
            <Select
              id="bpm-condition-type"
              value={c.conditionType}
              disabled={readOnly}
              options={[
                { value: 'expression', label: l('表达式', 'Expression') },
                { value: 'script', label: l('脚本', 'Script') },
              ]}
              onChange={(v: 'expression' | 'script') => write({ conditionType: v, language: v === 'script' ? c.language || 'javascript' : '', scriptType: 'inline', resource: '' })}
            />
          </Form.Item>
          {c.conditionType === 'expression' ? (
            <Form.Item label={l('表达式', 'Expression')} htmlFor="bpm-condition-body">
              <TextField id="bpm-condition-body" value={c.body} disabled={readOnly} onChange={(v) => write({ body: v })} />
            </Form.Item>
          ) : (
            <>
              <Form.Item label={l('脚本语言', 'Script language')} htmlFor="bpm-condition-language">
                <TextField id="bpm-condition-language" value={c.language} disabled={readOnly} onChange={(v) => write({ language: v })} />
              </Form.Item>
              <ScriptSource
                id="bpm-condition-script"
                scriptType={c.scriptType}
                script={c.body}
                resource={c.resource}
                disabled={readOnly}
                onChange={({ script, ...rest }) => write({ ...rest, ...(script !== undefined ? { body: script } : {}) })}
              />
            </>
          )}
        </>
      )}
    </Form>
  );
}

// ---------------------------------------------------------------- Form (hint only)

function FormHint() {
  const l = useL();
  return (
    <Alert
      type="info"
      showIcon
      message={
        <span>
          {l('表单请在', 'Forms are configured in ')}
          <a href={FORM_MANAGER_PATH} target="_blank" rel="noopener noreferrer">
            {l('流程表单', 'Process forms')}
          </a>
          {l('中配置', '')}
        </span>
      }
    />
  );
}

// ---------------------------------------------------------------- Task

function AsyncFlags({ element, editor, target, readOnly, onChange }: { element: DiagramElement; editor: Editor; target: ModdleElement; readOnly: boolean; onChange?: (flag: 'asyncBefore' | 'asyncAfter' | 'exclusive', on: boolean) => void }) {
  const l = useL();
  const p = editor.prefix;
  const before = !!target.get(`${p}:asyncBefore`);
  const after = !!target.get(`${p}:asyncAfter`);
  const set = onChange ?? ((flag: 'asyncBefore' | 'asyncAfter' | 'exclusive', on: boolean) => setAsync(editor, element, target, flag, on));
  return (
    <Space wrap>
      <Checkbox checked={before} disabled={readOnly} onChange={(e) => set('asyncBefore', e.target.checked)}>
        {l('异步前', 'Async before')}
      </Checkbox>
      <Checkbox checked={after} disabled={readOnly} onChange={(e) => set('asyncAfter', e.target.checked)}>
        {l('异步后', 'Async after')}
      </Checkbox>
      {/* §4: exclusive is offered only when asyncBefore or asyncAfter is on. */}
      {(before || after) && (
        <Checkbox checked={!!target.get(`${p}:exclusive`)} disabled={readOnly} onChange={(e) => set('exclusive', e.target.checked)}>
          {l('排除', 'Exclusive')}
        </Checkbox>
      )}
    </Space>
  );
}

function TaskSection({ element, editor, readOnly }: SectionProps) {
  const l = useL();
  const p = editor.prefix;
  const bo = element.businessObject;
  const text = (name: string, label: string) => (
    <Form.Item label={label} htmlFor={`bpm-task-${name}`}>
      <TextField id={`bpm-task-${name}`} value={str(bo, `${p}:${name}`)} disabled={readOnly} onChange={(v) => setAttr(editor, bo, `${p}:${name}`, v)} />
    </Form.Item>
  );
  const tags = (name: string, label: string) => (
    <Form.Item label={label} htmlFor={`bpm-task-${name}`}>
      <TagsField id={`bpm-task-${name}`} value={splitList(str(bo, `${p}:${name}`))} onChange={(v) => editor.update(bo, { [`${p}:${name}`]: joinList(v) })} />
    </Form.Item>
  );
  return (
    <Form layout="vertical" name="task">
      <Form.Item label={l('异步延续', 'Asynchronous continuation')}>
        <AsyncFlags element={element} editor={editor} target={bo} readOnly={readOnly} />
      </Form.Item>
      {isType(element, 'bpmn:UserTask') && (
        <>
          {text('assignee', l('处理用户', 'Assignee'))}
          {tags('candidateUsers', l('候选用户', 'Candidate users'))}
          {tags('candidateGroups', l('候选分组', 'Candidate groups'))}
          {text('dueDate', l('到期时间', 'Due date'))}
          {text('followUpDate', l('跟踪时间', 'Follow-up date'))}
          {text('priority', l('优先级', 'Priority'))}
        </>
      )}
      {isType(element, 'bpmn:ScriptTask') && <ScriptTaskFields element={element} editor={editor} readOnly={readOnly} />}
      {isType(element, 'bpmn:ReceiveTask') && <ReceiveTaskFields element={element} editor={editor} readOnly={readOnly} />}
      <Alert
        type="info"
        showIcon
        message={
          <span>
            {l('审批人与分配规则请在', 'Assignment rules are configured in ')}
            <a href={MODEL_MANAGER_PATH} target="_blank" rel="noopener noreferrer">
              {l('流程模型', 'Process models')}
            </a>
            {l('中配置', '')}
          </span>
        }
      />
    </Form>
  );
}

function ScriptTaskFields({ element, editor, readOnly }: { element: DiagramElement; editor: Editor; readOnly: boolean }) {
  const l = useL();
  const stored = scriptTaskOf(element, editor.prefix);
  // An external script without its resource yet reads back as inline: the choice is kept here until one is typed.
  const [scriptType, setScriptType] = useState(stored.scriptType);
  const v = { ...stored, scriptType: stored.resource ? 'external' as const : stored.script ? 'inline' as const : scriptType };
  const write = (patch: Partial<typeof v>) => {
    if (patch.scriptType) setScriptType(patch.scriptType);
    setScriptTask(editor, element, { ...v, ...patch });
  };
  return (
    <>
      <Form.Item label={l('脚本格式', 'Script format')} htmlFor="bpm-script-format">
        <TextField id="bpm-script-format" value={v.scriptFormat} disabled={readOnly} onChange={(x) => write({ scriptFormat: x })} />
      </Form.Item>
      <ScriptSource id="bpm-script" scriptType={v.scriptType} script={v.script} resource={v.resource} disabled={readOnly} onChange={write} />
      <Form.Item label={l('结果变量', 'Result variable')} htmlFor="bpm-script-result">
        <TextField id="bpm-script-result" value={v.resultVariable} disabled={readOnly} onChange={(x) => write({ resultVariable: x })} />
      </Form.Item>
    </>
  );
}

function ReceiveTaskFields({ element, editor, readOnly }: { element: DiagramElement; editor: Editor; readOnly: boolean }) {
  const l = useL();
  const bo = element.businessObject;
  const messages = rootElementsOf(bo, 'bpmn:Message');
  const ref = bo.get('messageRef') as ModdleElement | undefined;
  return (
    <Form.Item label={l('消息实例', 'Message')} htmlFor="bpm-receive-message">
      <Select
        id="bpm-receive-message"
        allowClear
        disabled={readOnly}
        value={ref?.id}
        options={messages.map((m) => ({ value: m.id ?? '', label: str(m, 'name') || m.id }))}
        onChange={(id?: string) => editor.update(bo, { messageRef: messages.find((m) => m.id === id) })}
      />
    </Form.Item>
  );
}

// ---------------------------------------------------------------- Multi-instance

function MultiInstanceSection({ element, editor, readOnly }: SectionProps) {
  const l = useL();
  const type = loopTypeOf(element);
  const v = loopOf(element, editor.prefix);
  const loop = element.businessObject.get('loopCharacteristics') as ModdleElement | undefined;
  const multi = type === 'ParallelMultiInstance' || type === 'SequentialMultiInstance';
  const text = (name: 'loopCardinality' | 'collection' | 'elementVariable' | 'completionCondition' | 'timeCycle', label: string) => (
    <Form.Item label={label} htmlFor={`bpm-loop-${name}`}>
      <TextField id={`bpm-loop-${name}`} value={v[name]} disabled={readOnly} onChange={(x) => setLoopValue(editor, element, name, x)} />
    </Form.Item>
  );
  return (
    <Form layout="vertical" name="multiInstance">
      <Form.Item label={l('回路特性', 'Loop characteristics')} htmlFor="bpm-loop-type">
        <Select
          id="bpm-loop-type"
          value={type}
          disabled={readOnly}
          options={[
            { value: 'Null', label: l('无', 'None') },
            { value: 'StandardLoop', label: l('循环事件', 'Standard loop') },
            { value: 'ParallelMultiInstance', label: l('并行多重事件', 'Parallel multi-instance') },
            { value: 'SequentialMultiInstance', label: l('时序多重事件', 'Sequential multi-instance') },
          ]}
          onChange={(x: LoopType) => setLoopType(editor, element, x)}
        />
      </Form.Item>
      {multi && loop && (
        <>
          {text('loopCardinality', l('循环基数', 'Loop cardinality'))}
          {text('collection', l('集合', 'Collection'))}
          {text('elementVariable', l('元素变量', 'Element variable'))}
          {text('completionCondition', l('完成条件', 'Completion condition'))}
          <Form.Item label={l('异步状态', 'Asynchronous continuation')}>
            <AsyncFlags element={element} editor={editor} target={loop} readOnly={readOnly} onChange={(flag, on) => setLoopValue(editor, element, flag, on)} />
          </Form.Item>
          {(v.asyncBefore || v.asyncAfter) && text('timeCycle', l('重试周期', 'Retry time cycle'))}
        </>
      )}
    </Form>
  );
}

// ---------------------------------------------------------------- Extension properties

function PropertiesSection({ element, editor, readOnly }: SectionProps) {
  const l = useL();
  const lang = useLang();
  const { modal } = App.useApp();
  const rows = propertiesOf(element, editor.prefix);
  const [editing, setEditing] = useState<number | null>(null);
  const [form] = Form.useForm<{ name: string; value: string }>();
  const open = (index: number) => {
    form.setFieldsValue(index >= 0 ? (rows[index] ?? { name: '', value: '' }) : { name: '', value: '' });
    setEditing(index);
  };
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || editing === null) return;
    const next = editing < 0 ? [...rows, v] : rows.map((r, i) => (i === editing ? v : r));
    setProperties(editor, element, next);
    setEditing(null);
  };
  const remove = (index: number) =>
    modal.confirm({
      title: pick(DESIGNER_MESSAGES.tip, lang),
      content: pick(DESIGNER_MESSAGES.removeProperty, lang),
      width: 400,
      onOk: () => setProperties(editor, element, rows.filter((_r, i) => i !== index)),
      onCancel: () => console.info('[designer] property removal cancelled'),
    });
  return (
    <div data-testid="extension-properties">
      <Table
        size="small"
        pagination={false}
        scroll={{ y: 240 }}
        aria-label={l('扩展属性', 'Extension properties')}
        dataSource={rows.map((r, key) => ({ ...r, key }))}
        columns={[
          { title: l('属性名', 'Name'), dataIndex: 'name' },
          { title: l('属性值', 'Value'), dataIndex: 'value' },
          {
            title: l('操作', 'Actions'),
            width: 110,
            render: (_v, row) => (
              <Space size={4}>
                <Button size="small" type="link" disabled={readOnly} onClick={() => open(row.key)}>
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
      <Button block type="dashed" style={{ marginTop: 8 }} disabled={readOnly} onClick={() => open(-1)}>
        {l('添加属性', 'Add property')}
      </Button>
      <Modal open={editing !== null} width={400} title={l('扩展属性', 'Extension property')} onCancel={() => setEditing(null)} onOk={() => void submit()} forceRender>
        <Form form={form} labelCol={{ span: 6 }} name="extensionProperty">
          <Form.Item label={l('属性名', 'Name')} name="name" rules={[{ required: true, whitespace: true, message: l('请填写属性名', 'Enter the name') }]}>
            <Input />
          </Form.Item>
          <Form.Item label={l('属性值', 'Value')} name="value" rules={[{ required: true, message: l('请填写属性值', 'Enter the value') }]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

// ---------------------------------------------------------------- Other

function OtherSection({ element, editor, readOnly }: SectionProps) {
  const l = useL();
  return (
    <Form layout="vertical" name="other">
      <Form.Item label={l('元素文档', 'Documentation')} htmlFor="bpm-documentation">
        <TextField id="bpm-documentation" multiline value={documentationOf(element)} disabled={readOnly} onChange={(v) => setDocumentation(editor, element, v)} />
      </Form.Item>
    </Form>
  );
}
