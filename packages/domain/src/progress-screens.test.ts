import { describe, expect, it } from 'vitest';
import { PROGRESS_REPORT_TEXT, progressReportFileName } from './index';

describe('progress report words', () => {
  it('dates the report', () => {
    expect(PROGRESS_REPORT_TEXT.generated('27 November 2026')).toBe('Generated 27 November 2026');
  });
});

describe('progress report file name', () => {
  it.each([
    ['Jane Citizen', 'progress-report-jane-citizen-2026-11-27.pdf'],
    ['  Zoë  O’Brien ', 'progress-report-zoe-o-brien-2026-11-27.pdf'],
    ['???', 'progress-report-member-2026-11-27.pdf'],
  ])('%s → %s', (name, file) => {
    expect(progressReportFileName(name, '2026-11-27')).toBe(file);
  });
});
