// Fixtures for the tests of other workspaces (never imported by production code).
export { tamperLockedSections } from './operatorTampering.ts';
