export { DateRangeBar, type DateRangeBarProps } from './DateRangeBar';
export { defaultRange, rangeQuery, type DateRangeValue, type RangeProblem } from './dateRange';
