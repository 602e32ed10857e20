// The report period selector: kept apart from the report's rules so a route loader can name the
// default period without loading them.
export const REPORT_PERIODS = ['month', 'quarter', 'half', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 'quarter';

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  month: 'Last Month',
  quarter: 'Last 3 Months',
  half: 'Last 6 Months',
  year: 'Last Year',
};
