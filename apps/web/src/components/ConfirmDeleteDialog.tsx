// The delete confirmation of a list (docs/rules/messages.md '¿Estás seguro?'): open while a row is chosen for
// deletion, the screen's question about that row, a red confirm button, busy while deleting.
import { ConfirmDialog } from './ConfirmDialog';
import { useDomainMessage } from './DataTable/domainText';

export interface ConfirmDeleteDialogProps<T> {
  /** The row to delete; null keeps the dialog closed. */
  target: T | null;
  /** The question about the row. */
  text: (target: T) => string;
  confirmLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (target: T) => void;
}

export function ConfirmDeleteDialog<T>({ target, text, confirmLabel, busy, onCancel, onConfirm }: ConfirmDeleteDialogProps<T>) {
  const message = useDomainMessage();
  return (
    <ConfirmDialog
      open={target !== null}
      title={message('delete.confirm.title')}
      message={target !== null ? text(target) : ''}
      confirmLabel={confirmLabel}
      confirmColor="error"
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        if (target !== null) onConfirm(target);
      }}
    />
  );
}
