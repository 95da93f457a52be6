/**
 * The violation analysis's calls (/ViolationBI; docs/api.md "Other calls"): the aggregate of a time range, and one of
 * its tables as xlsx through the §7 export helper.
 */
import { PECCANCY_ANALYSIS, PECCANCY_ANALYSIS_EXPORT, type AnalysisDimension, type PeccancyAnalysis } from '@/entities/admin/peccancy';
import { exportFile, get, type ApiResult } from './http';

/** The range of an analysis: two dates, both included. */
export interface AnalysisRange {
  beginTime: string;
  endTime: string;
}

export function fetchAnalysis(range: AnalysisRange, signal?: AbortSignal): Promise<ApiResult<PeccancyAnalysis>> {
  return get<PeccancyAnalysis>(PECCANCY_ANALYSIS, { ...range }, { signal });
}

/** Saves one chart's table (`name` + timestamp + .xlsx); false when refused or failed (the user was told). */
export function exportAnalysis(dimension: AnalysisDimension, range: AnalysisRange, name: string): Promise<boolean> {
  return exportFile(PECCANCY_ANALYSIS_EXPORT, { dimension, ...range }, name);
}
