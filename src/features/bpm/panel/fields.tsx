/** Small inputs of the properties panel: each writes through at once and follows outside changes (undo, redo). */
import { Form, Input, Select } from 'antd';
import { useCallback, useState } from 'react';
import { pick } from '@/i18n';
import { useLang } from '@/i18n/react';

/** `l('中文', 'English')` in the current language. */
export function useL(): (zh: string, en: string) => string {
  const lang = useLang();
  return useCallback((zh: string, en: string) => pick({ 'zh-CN': zh, 'en-US': en }, lang), [lang]);
}

/** Local text that follows `value` when it changes from outside (undo, another element) and reports every edit. */
function useFollowed(value: string, onChange: (v: string) => void): [string, (v: string) => void] {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // The stored value changed without this input (undo, redo, a rule): show it. Adjusting state while rendering
    // is React's documented way to follow a prop.
    setSeen(value);
    if (value !== text) setText(value);
  }
  return [
    text,
    (v: string) => {
      setText(v);
      onChange(v);
    },
  ];
}

export interface TextProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  /** A textarea of 2–4 rows (§9). */
  multiline?: boolean;
  'aria-label'?: string;
  onBlur?: () => void;
}

export function TextField({ value, onChange, multiline, ...rest }: TextProps) {
  const [text, set] = useFollowed(value, onChange);
  if (multiline) return <Input.TextArea {...rest} autoSize={{ minRows: 2, maxRows: 4 }} value={text} onChange={(e) => set(e.target.value)} />;
  return <Input {...rest} allowClear value={text} onChange={(e) => set(e.target.value)} />;
}

/** A list entered as tags, stored comma-joined (§3 candidate users and groups). */
export function TagsField({ value, onChange, placeholder, id, ...rest }: { value: string[]; onChange: (v: string[]) => void; placeholder?: string; id?: string; 'aria-label'?: string }) {
  return <Select {...rest} id={id} mode="tags" value={value} onChange={onChange} placeholder={placeholder} tokenSeparators={[',']} open={false} suffixIcon={null} style={{ width: '100%' }} />;
}

/** How a script is given (§3 condition, script task, listener): inline, or an external resource's address. */
export type ScriptType = 'inline' | 'external';

/** The script type's choices, in one wording for every place a script is edited (内联脚本 / 外部资源). */
export function useScriptTypeOptions(): { value: ScriptType; label: string }[] {
  const l = useL();
  return [
    { value: 'inline', label: l('内联脚本', 'Inline script') },
    { value: 'external', label: l('外部资源', 'External resource') },
  ];
}

/**
 * The script editor of the properties panel (a flow's condition, a script task): its type, then the script inline or
 * the external resource's address. `id` prefixes the inputs' ids; `onChange` gets what was edited.
 */
export function ScriptSource({ id, scriptType, script, resource, disabled, onChange }: {
  id: string;
  scriptType: ScriptType;
  script: string;
  resource: string;
  disabled?: boolean;
  onChange: (patch: { scriptType?: ScriptType; script?: string; resource?: string }) => void;
}) {
  const l = useL();
  const options = useScriptTypeOptions();
  return (
    <>
      <Form.Item label={l('脚本类型', 'Script type')} htmlFor={`${id}-type`}>
        <Select id={`${id}-type`} value={scriptType} disabled={disabled} options={options} onChange={(v: ScriptType) => onChange({ scriptType: v })} />
      </Form.Item>
      {scriptType === 'inline' ? (
        <Form.Item label={l('脚本', 'Script')} htmlFor={`${id}-body`}>
          <TextField id={`${id}-body`} multiline value={script} disabled={disabled} onChange={(v) => onChange({ script: v })} />
        </Form.Item>
      ) : (
        <Form.Item label={l('资源地址', 'Resource')} htmlFor={`${id}-resource`}>
          <TextField id={`${id}-resource`} value={resource} disabled={disabled} onChange={(v) => onChange({ resource: v })} />
        </Form.Item>
      )}
    </>
  );
}
