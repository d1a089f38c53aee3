export { MessageDialog, alertPaperSx, type MessageDialogProps, type MessageSeverity } from './MessageDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './ConfirmDeleteDialog';
export { useRangeDownload } from './DateRangeBar/useRangeDownload';
export type { RangeDownloadOptions } from './DateRangeBar/rangeDownload';
export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
export { ErrorBoundary } from './ErrorBoundary';
export { PageFrame, type PageFrameProps } from './PageFrame';
export { PlaceholderPage } from './PlaceholderPage';
