// A message with one Close button (docs/rules/messages.md popups: errors, warnings, server texts).
import type { ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorAnimation } from './ErrorAnimation';

export type MessageSeverity = 'error' | 'warning' | 'info' | 'success';

export interface MessageDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  severity?: MessageSeverity;
  onClose: () => void;
  /** Extra buttons placed before Close (e.g. 'Activate simulation'). */
  actions?: ReactNode;
  closeLabel?: string;
  /** The error animation above the message (docs/rules/calls.md, docs/rules/messages.md); on by default for errors. */
  animation?: boolean;
}

/** docs/rules/constants.md: alert dialogs are 400 to 500 px wide (full width on phones). */
export const alertPaperSx = { width: '100%', maxWidth: 500, minWidth: { sm: 400 } } as const;

export function MessageDialog({ open, title, message, severity = 'error', onClose, actions, closeLabel, animation = severity === 'error' }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="message-dialog-title" slotProps={{ paper: { sx: alertPaperSx } }}>
      <DialogTitle id="message-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {animation && open ? <ErrorAnimation /> : null}
        <Alert severity={severity} variant="outlined" sx={{ whiteSpace: 'pre-line' }}>
          {message}
        </Alert>
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose} variant="contained" autoFocus>
          {closeLabel ?? t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
