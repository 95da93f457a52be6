/** [Q] 8: a deployed diagram's user tasks name who works on them (src/entities/bpm/rules.ts), in every extension prefix. */
import { describe, expect, it } from 'vitest';
import { deployProblem, hasPerformer, unassignedUserTasks } from '@/entities/bpm/rules';

describe('user tasks that name no one', () => {
  it('an assignee, candidate users or candidate groups (any prefix) or a BPMN performer is enough', () => {
    const xml = [
      '<bpmn:process id="p">',
      '<bpmn:userTask id="a" name="有处理人" camunda:assignee="${initiator}" />',
      '<bpmn:userTask id="b" name="候选用户" flowable:candidateUsers="u1,u2"></bpmn:userTask>',
      '<bpmn:userTask id="c" name="候选分组" activiti:candidateGroups="fleet" />',
      '<bpmn:userTask id="d" name="角色"><bpmn:potentialOwner><bpmn:resourceAssignmentExpression /></bpmn:potentialOwner></bpmn:userTask>',
      '<bpmn:userTask id="e" name="审批 &amp; 确认" camunda:assignee=" "><bpmn:incoming>f</bpmn:incoming></bpmn:userTask>',
      '<bpmn:userTask id="f" />',
      '<bpmn:serviceTask id="g" />',
      '</bpmn:process>',
    ].join('\n');
    expect(unassignedUserTasks(xml)).toEqual([
      { id: 'e', name: '审批 & 确认' },
      { id: 'f', name: '' },
    ]);
    expect(deployProblem(xml)).toEqual({ 'zh-CN': '用户任务「审批 & 确认」未指定处理用户、候选用户或候选分组', 'en-US': 'The user task "审批 & 确认" has no assignee, candidate users or candidate groups' });
    expect(deployProblem('<userTask id="t1" assignee="x"/>')).toBeNull();
    expect(deployProblem('<userTask id="t1"/>')?.['zh-CN']).toBe('用户任务「t1」未指定处理用户、候选用户或候选分组');
  });

  it('a performer is a non-blank text', () => {
    expect(hasPerformer({ assignee: '' })).toBe(false);
    expect(hasPerformer({ candidateGroups: ' fleet ' })).toBe(true);
    expect(hasPerformer({ assignee: 3 })).toBe(false);
  });
});
