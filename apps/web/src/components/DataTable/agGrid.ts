// AG Grid Community set-up, done once for the whole app: the modules are registered the first
// time this file is imported, and every grid shares one Theming-API theme built on themeQuartz
// with the app's palette (theme.ts), so no AG Grid CSS file is imported anywhere.
import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';

ModuleRegistry.registerModules([AllCommunityModule]);

export const gridTheme = themeQuartz.withParams({
  accentColor: '#0A4F7E',
  headerBackgroundColor: '#E8EFF5',
  headerTextColor: '#063252',
  headerFontWeight: 600,
  fontFamily: 'inherit',
  fontSize: 13,
  rowHeight: 34,
  headerHeight: 38,
  spacing: 6,
  borderRadius: 6,
  wrapperBorderRadius: 8,
  oddRowBackgroundColor: '#F8FAFC',
  cellHorizontalPaddingScale: 0.8,
});

/** The same look with smaller text and padding: many narrow columns side by side (a day of hours). */
export const denseGridTheme = gridTheme.withParams({
  fontSize: 12,
  headerFontSize: 12,
  rowHeight: 30,
  headerHeight: 32,
  cellHorizontalPaddingScale: 0.45,
  // Side by side, the narrow headers' resize marks read as clutter; the edge still resizes.
  headerColumnResizeHandleColor: 'transparent',
});
