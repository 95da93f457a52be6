/**
 * The approvals (../bpm.ts): the designer's models and deployments, the custom forms and the business process
 * settings, and the process instances with their tasks, made together by walking the processes.
 */
import { seedBpm, seedDates, seedProcesses } from '../bpm';
import type { DemoData } from '../model';
import { registerCollections } from './registry';

registerCollections(['bpmModels', 'bpmDefinitions', 'bpmForms', 'bpmBusinessConfigs'], ({ today }) => seedBpm(seedDates(today)));

registerCollections(['bpmInstances', 'bpmTasks'], (ctx) => {
  // The process engine works on a DemoData: the definitions, forms and refunds it reads, and the two it fills.
  const d = {
    bpmDefinitions: ctx.get('bpmDefinitions'), bpmForms: ctx.get('bpmForms'), refunds: ctx.get('refunds'),
    bpmInstances: [], bpmTasks: [],
  } as Pick<DemoData, 'bpmDefinitions' | 'bpmForms' | 'refunds' | 'bpmInstances' | 'bpmTasks'>;
  seedProcesses(d as DemoData, seedDates(ctx.today));
  return { bpmInstances: d.bpmInstances, bpmTasks: d.bpmTasks };
});
