// Fixtures for the tests of other workspaces (never imported by production code).
export { tamperLockedSections } from './operatorTampering.ts';
export { anyDay, calendarDay, dstNeighbourhood, leapDay, madridHoursByClock, ruleDay, yearEnd } from './calendarDays.ts';
export { balancedActualDay, balancedActualValues } from './actualHours.ts';
