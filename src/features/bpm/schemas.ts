/**
 * The process designer's lists (§2 /flowModel, /definition) declared for the entity screens: process models
 * (create, edit in the designer, deploy) and deployed definitions (each opens its read-only diagram).
 */
import { BPM_PATHS } from '@/api/bpm';
import { FORM_PATHS } from '@/api/bpmForm';
import { defineEntity } from '@/entities/define';
import type { Bilingual } from '@/i18n';

const t = (zh: string, en: string): Bilingual => ({ 'zh-CN': zh, 'en-US': en });
type Row = Record<string, unknown>;

export const DESIGN_PATH = '/design';
export const DEFINITION_PATH = '/definition';
/** The query parameter of /definition naming the definition whose diagram is shown. */
export const DIAGRAM_PARAM = 'diagram';

export const designHref = (modelId?: number | string) => (modelId === undefined ? DESIGN_PATH : `${DESIGN_PATH}?modelId=${encodeURIComponent(String(modelId))}`);

export const modelSchema = defineEntity<Row>({
  id: 'flowModel',
  title: t('流程模型', 'Process models'),
  rowKey: 'id',
  endpoints: {
    list: { path: BPM_PATHS.modelList },
    export: { path: BPM_PATHS.modelExport, name: t('流程模型', 'Process models') },
  },
  fields: [
    { name: 'key', type: 'text', label: t('流程标识', 'Process key'), filter: true, column: true },
    { name: 'name', type: 'text', label: t('流程名称', 'Process name'), filter: true, column: true },
    { name: 'description', type: 'text', label: t('流程描述', 'Description'), column: true },
    {
      name: 'deployStatus', type: 'enum', label: t('部署状态', 'Deployment'), filter: true, column: true,
      options: [
        { value: '0', label: t('未部署', 'Not deployed') },
        { value: '1', label: t('已部署', 'Deployed') },
      ],
    },
    { name: 'version', type: 'number', label: t('最新部署版本', 'Deployed version'), column: true },
    { name: 'updateTime', type: 'text', label: t('更新时间', 'Updated'), column: true },
  ],
  actions: [
    { key: 'design', label: t('设计流程', 'Design'), open: (row) => designHref(String(row.id)) },
    {
      key: 'deploy', label: t('发布流程', 'Deploy'), call: BPM_PATHS.modelDeploy,
      confirm: t('确定发布该流程模型吗？发布后将生成新版本的流程定义。', 'Deploy this model? A new version of its definition is created.'),
      done: t('发布成功', 'Deployed'),
    },
    {
      // [H] the custom form the model's instances are started with (its deployed versions too); cleared = none.
      key: 'bindForm', label: t('绑定表单', 'Bind form'), call: FORM_PATHS.bindModel, prefill: true, done: t('表单绑定已保存', 'Form binding saved'),
      fields: [{ name: 'formId', label: t('流程表单', 'Process form'), kind: 'select', optionsPath: FORM_PATHS.options }],
    },
  ],
});

export const definitionSchema = defineEntity<Row>({
  id: 'definition',
  title: t('流程定义', 'Process definitions'),
  rowKey: 'id',
  endpoints: {
    list: { path: BPM_PATHS.definitionList },
    export: { path: BPM_PATHS.definitionExport, name: t('流程定义', 'Process definitions') },
  },
  fields: [
    { name: 'key', type: 'text', label: t('流程标识', 'Process key'), filter: true, column: true },
    { name: 'name', type: 'text', label: t('流程名称', 'Process name'), filter: true, column: true },
    { name: 'version', type: 'number', label: t('版本', 'Version'), column: true },
    {
      name: 'suspensionState', type: 'enum', label: t('状态', 'State'), column: true,
      options: [
        { value: '1', label: t('激活', 'Active') },
        { value: '2', label: t('挂起', 'Suspended') },
      ],
    },
    { name: 'deployTime', type: 'text', label: t('部署时间', 'Deployed'), column: true },
  ],
  actions: [{ key: 'diagram', label: t('流程图', 'Diagram'), open: (row) => `${DEFINITION_PATH}?${DIAGRAM_PARAM}=${encodeURIComponent(String(row.id))}` }],
});
