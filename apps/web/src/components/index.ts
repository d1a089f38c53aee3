export { MessageDialog, alertPaperSx, type MessageDialogProps, type MessageSeverity } from './MessageDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
export { ErrorBoundary } from './ErrorBoundary';
export { PlaceholderPage } from './PlaceholderPage';
