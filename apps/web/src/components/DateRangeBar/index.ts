export { DateRangeBar, type DateRangeBarProps } from './DateRangeBar';
export { defaultRange, rangeQuery, type DateRangeValue, type RangeProblem } from './dateRange';
export { runRangeDownload, type RangeDownloadOptions, type RangeQuery } from './rangeDownload';
export { useRangeDownload } from './useRangeDownload';
