/** §2 process viewer highlights and overlays (§3 viewer inputs, §4 result codes). */
import { describe, expect, it } from 'vitest';
import { computeMarkers, instanceResultText, overlayLines, resultMarker, type DiagramNode, type ViewerInputs } from '@/features/process/viewer/highlight';

const flow = (id: string, targetId: string, targetType: string) => ({ id, targetId, targetType });
// start → apply (user) → gw (exclusive) → approve (user) → end; gw → end directly.
const NODES: DiagramNode[] = [
  { id: 'start', type: 'bpmn:StartEvent', outgoing: [flow('f1', 'apply', 'bpmn:UserTask')] },
  { id: 'apply', type: 'bpmn:UserTask', outgoing: [flow('f2', 'gw', 'bpmn:ExclusiveGateway')] },
  { id: 'gw', type: 'bpmn:ExclusiveGateway', outgoing: [flow('f3', 'approve', 'bpmn:UserTask'), flow('f4', 'end', 'bpmn:EndEvent')] },
  { id: 'approve', type: 'bpmn:UserTask', outgoing: [flow('f5', 'end', 'bpmn:EndEvent')] },
  { id: 'end', type: 'bpmn:EndEvent', outgoing: [] },
];
const person = (nickname: string) => ({ nickname, deptName: '运营部' });
const T = '2026-11-20 10:00:00';

function inputs(over: Partial<ViewerInputs> = {}): ViewerInputs {
  return { activities: [], tasks: [], instance: { result: 1, startUser: person('张三'), createTime: T }, ...over };
}

describe('result markers', () => {
  it('1 processing todo, 2 approved done, 3 rejected reject, 4 cancelled cancel', () => {
    expect([1, 2, 3, 4, 9].map(resultMarker)).toEqual(['highlight-todo', 'highlight', 'highlight-reject', 'highlight-cancel', null]);
  });
});

describe('computeMarkers', () => {
  it('a first task in progress: start and its flow done, the task todo, nothing after it', () => {
    const m = computeMarkers(NODES, inputs({ activities: [{ key: 'start', endTime: T }, { key: 'apply', taskId: 't1' }], tasks: [{ id: 't1', result: 1 }] }));
    expect(Object.fromEntries(m)).toEqual({ start: 'highlight', f1: 'highlight', apply: 'highlight-todo' });
  });

  it('an approved task colours its outgoing flow; the gateway colours only the flow taken (the task path wins over the end)', () => {
    const m = computeMarkers(
      NODES,
      inputs({
        activities: [{ key: 'start', endTime: T }, { key: 'apply', taskId: 't1', endTime: T }, { key: 'gw', endTime: T }, { key: 'approve', taskId: 't2' }, { key: 'end' }],
        tasks: [{ id: 't1', result: 2 }, { id: 't2', result: 1 }],
      }),
    );
    expect(m.get('apply')).toBe('highlight');
    expect(m.get('f2')).toBe('highlight');
    expect(m.get('gw')).toBe('highlight');
    expect(m.get('f3')).toBe('highlight-todo');
    expect(m.has('f4')).toBe(false);
    expect(m.get('approve')).toBe('highlight-todo');
    expect(m.has('end')).toBe(false); // the instance is still processing
  });

  it('a rejected task is red and does not colour its flows; the end event takes the instance result', () => {
    const m = computeMarkers(
      NODES,
      inputs({
        activities: [{ key: 'start', endTime: T }, { key: 'apply', taskId: 't1', endTime: T }, { key: 'end', endTime: T }],
        tasks: [{ id: 't1', result: 3, reason: '预算不足' }],
        instance: { result: 3, startUser: person('张三'), createTime: T, endTime: T },
      }),
    );
    expect(m.get('apply')).toBe('highlight-reject');
    expect(m.has('f2')).toBe(false);
    expect(m.get('end')).toBe('highlight-reject');
  });

  it('a cancelled instance: the open task and the end are grey', () => {
    const m = computeMarkers(
      NODES,
      inputs({ activities: [{ key: 'start', endTime: T }, { key: 'apply', taskId: 't1', endTime: T }, { key: 'end', endTime: T }], tasks: [{ id: 't1', result: 4 }], instance: { result: 4, endTime: T } }),
    );
    expect(m.get('apply')).toBe('highlight-cancel');
    expect(m.get('end')).toBe('highlight-cancel');
  });

  it('an approved instance: every element on the path green, the end too', () => {
    const m = computeMarkers(
      NODES,
      inputs({
        activities: [
          { key: 'start', endTime: T }, { key: 'apply', taskId: 't1', endTime: T }, { key: 'gw', endTime: T },
          { key: 'approve', taskId: 't2', endTime: T }, { key: 'end', endTime: T },
        ],
        tasks: [{ id: 't1', result: 2 }, { id: 't2', result: 2 }],
        instance: { result: 2, endTime: T },
      }),
    );
    expect(Object.fromEntries(m)).toEqual({ start: 'highlight', f1: 'highlight', apply: 'highlight', f2: 'highlight', gw: 'highlight', f3: 'highlight', approve: 'highlight', f5: 'highlight', end: 'highlight' });
  });

  it('an exclusive gateway going straight to the end colours that flow', () => {
    const m = computeMarkers(
      NODES,
      inputs({ activities: [{ key: 'start', endTime: T }, { key: 'apply', taskId: 't1', endTime: T }, { key: 'gw', endTime: T }, { key: 'end', endTime: T }], tasks: [{ id: 't1', result: 2 }], instance: { result: 2 } }),
    );
    expect(m.get('f4')).toBe('highlight');
    expect(m.has('f3')).toBe(false);
  });

  it('a parallel gateway colours every branch that ran', () => {
    const nodes: DiagramNode[] = [
      { id: 'p', type: 'bpmn:ParallelGateway', outgoing: [flow('a', 'x', 'bpmn:UserTask'), flow('b', 'y', 'bpmn:UserTask'), flow('c', 'z', 'bpmn:UserTask')] },
    ];
    const m = computeMarkers(nodes, inputs({ activities: [{ key: 'p', endTime: T }, { key: 'x', endTime: T }, { key: 'y' }] }));
    expect(Object.fromEntries(m)).toEqual({ p: 'highlight', a: 'highlight', x: 'highlight', b: 'highlight-todo', y: 'highlight-todo' });
  });
});

describe('overlays', () => {
  const run = inputs({
    activities: [{ key: 'start', endTime: T }, { key: 'apply', taskId: 't1', endTime: T }, { key: 'end', endTime: '2026-11-21 09:00:00' }],
    tasks: [{ id: 't1', result: 3, createTime: T, endTime: '2026-11-21 09:00:00', reason: '预算不足', assigneeUser: person('李四') }],
    instance: { result: 3, startUser: person('张三'), createTime: T, endTime: '2026-11-21 09:00:00' },
  });
  const text = (id: string, type: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') => overlayLines({ id, type }, run, lang).map((l) => `${l.label}：${l.value}`);

  it('the start event shows the starter', () => {
    expect(text('start', 'bpmn:StartEvent')).toEqual(['发起人：张三', '部门：运营部', `创建时间：${T}`]);
  });

  it('a user task shows who, the result, when and the reason', () => {
    expect(text('apply', 'bpmn:UserTask')).toEqual(['审批人：李四', '部门：运营部', '结果：不通过', `创建时间：${T}`, '结束时间：2026-11-21 09:00:00', '审批建议：预算不足']);
    expect(text('apply', 'bpmn:UserTask', 'en-US')[2]).toBe('Result: Rejected'.replace(': ', '：'));
  });

  it('the end event shows the instance result text: 1 processing, 2 approved, other not approved', () => {
    expect(text('end', 'bpmn:EndEvent')).toEqual(['结果：不通过', '结束时间：2026-11-21 09:00:00']);
    expect([1, 2, 3, 4].map((r) => instanceResultText(r, 'zh-CN'))).toEqual(['处理中', '通过', '不通过', '不通过']);
    expect([1, 2, 4].map((r) => instanceResultText(r, 'en-US'))).toEqual(['Processing', 'Approved', 'Not approved']);
  });

  it('an element the instance has not reached has no overlay', () => {
    expect(text('approve', 'bpmn:UserTask')).toEqual([]);
  });
});
