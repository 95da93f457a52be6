/** The designer's demo backend (docs/api.md §9): models are saved with the engine's checks and deployed as definitions. */
import { describe, expect, it } from 'vitest';
import { linearProcess } from '@/entities/bpm/diagram';
import { emptyDiagram } from '@/features/bpm/modeler/xml';
import { call, ok } from './api';

type Row = Record<string, unknown>;

describe('process models', () => {
  it('a new model is saved with its key and listed; the key cannot change afterwards', async () => {
    const saved = await ok<Row>('/api/bpm/model/save', { params: { key: 'test_leave', name: '请假', bpmnXml: emptyDiagram('test_leave', '请假') } });
    expect(saved).toMatchObject({ key: 'test_leave', name: '请假', deployStatus: 0, version: 0 });
    const list = await ok<{ total: number; result: Row[] }>('/api/bpm/model/list', { method: 'GET', params: { key: 'test_leave' } });
    expect(list.result.map((r) => r.id)).toEqual([saved.id]);
    // Updating: a different key in the request is ignored; the XML must still name the stored key.
    const again = await ok<Row>('/api/bpm/model/save', { params: { id: Number(saved.id), key: 'other', name: '请假 v2', bpmnXml: emptyDiagram('test_leave', '请假 v2') } });
    expect(again).toMatchObject({ id: saved.id, key: 'test_leave', name: '请假 v2' });
    expect(await call('/api/bpm/model/save', { params: { key: 'test_leave', name: 'x', bpmnXml: emptyDiagram('test_leave', 'x') } })).toMatchObject({ msg: '该流程标识已被其他模型使用' });
  });

  it('refuses what an engine would refuse, with nothing stored', async () => {
    const refusal = async (params: Record<string, string | number>) => (await call('/api/bpm/model/save', { params })).msg;
    expect(await refusal({ name: 'a', bpmnXml: emptyDiagram('a', 'a') })).toBe('流程标识不能为空');
    expect(await refusal({ key: 'a', bpmnXml: emptyDiagram('a', 'a') })).toBe('流程名称不能为空');
    expect(await refusal({ key: '1a', name: 'a', bpmnXml: emptyDiagram('1a', 'a') })).toBe('流程标识只能以字母或下划线开头，由字母、数字、-、_、.、$ 组成');
    expect(await refusal({ key: 'a', name: 'a', bpmnXml: 'not xml' })).toBe('流程图不是有效的 BPMN 2.0 XML');
    expect(await refusal({ key: 'a', name: 'a', bpmnXml: emptyDiagram('b', 'a') })).toBe('流程图的流程标识（b）与模型标识（a）不一致');
    expect(await refusal({ id: 99999, key: 'a', name: 'a', bpmnXml: emptyDiagram('a', 'a') })).toBe('流程模型不存在或已被删除');
  });

  it('deploying creates the next version of the definition with the model XML', async () => {
    const model = await ok<Row>('/api/bpm/model/detail', { method: 'GET', params: { id: 1 } });
    expect(model).toMatchObject({ key: 'vehicle_use_approval', version: 1 });
    const deployed = await ok<Row>('/api/bpm/model/deploy', { params: { id: 1 } });
    expect(deployed).toMatchObject({ version: 2, deployStatus: 1 });
    const defs = await ok<{ result: Row[] }>('/api/bpm/definition/list', { method: 'GET', params: { key: 'vehicle_use_approval' } });
    expect(defs.result.map((d) => d.version)).toEqual([2, 1]);
    const def = await ok<Row>('/api/bpm/definition/detail', { method: 'GET', params: { id: Number(defs.result[0]!.id) } });
    expect(def.bpmnXml).toBe(model.bpmnXml);
  });

  it('[Q] 8: a model whose user task names no one is not deployed; with an assignee it is', async () => {
    const unassigned = linearProcess('test_unassigned', '无人审批', [{ id: 'Task_approve', name: '审批', assignee: '' }]);
    const saved = await ok<Row>('/api/bpm/model/save', { params: { key: 'test_unassigned', name: '无人审批', bpmnXml: unassigned } });
    expect(await call('/api/bpm/model/deploy', { params: { id: Number(saved.id) } })).toMatchObject({ msg: '用户任务「审批」未指定处理用户、候选用户或候选分组' });
    const defs = await ok<{ total: number }>('/api/bpm/definition/list', { method: 'GET', params: { key: 'test_unassigned' } });
    expect(defs.total).toBe(0);
    const assigned = linearProcess('test_unassigned', '无人审批', [{ id: 'Task_approve', name: '审批', assignee: '${initiator}' }]);
    await ok('/api/bpm/model/save', { params: { id: Number(saved.id), name: '无人审批', bpmnXml: assigned } });
    expect(await ok<Row>('/api/bpm/model/deploy', { params: { id: Number(saved.id) } })).toMatchObject({ version: 1, deployStatus: 1 });
  });
});
