/**
 * The violation analysis's export (/ViolationBI; docs/api.md "Other calls"): one of its tables as xlsx through the §7
 * export helper (its aggregate is read with `useEntityGet`).
 */
import { PECCANCY_ANALYSIS_EXPORT, type AnalysisDimension } from '@/entities/admin/peccancy';
import { exportFile } from './http';

/** The range of an analysis: two dates, both included. */
export interface AnalysisRange {
  beginTime: string;
  endTime: string;
}


/** Saves one chart's table (`name` + timestamp + .xlsx); false when refused or failed (the user was told). */
export function exportAnalysis(dimension: AnalysisDimension, range: AnalysisRange, name: string): Promise<boolean> {
  return exportFile(PECCANCY_ANALYSIS_EXPORT, { dimension, ...range }, name);
}
