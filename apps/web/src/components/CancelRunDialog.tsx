// Cancelling a running simulation, from the history row or from the run's own page: the question
// ('¿Estás seguro?' naming the run), the call, and its failure in an Error dialog. The call itself is
// passed in (shared components do not call the API).
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { MessageDialog } from './MessageDialog';
import { useDomainMessage } from './DataTable/domainText';

export interface CancelRunTarget {
  id: number | string;
  name: string;
}

export interface CancelRunDialogProps {
  /** The run to cancel; null keeps the dialog closed. */
  target: CancelRunTarget | null;
  cancel: (id: CancelRunTarget['id']) => Promise<unknown>;
  onClose: () => void;
  /** After the server has cancelled it. */
  onCancelled?: (target: CancelRunTarget) => void;
}

export function CancelRunDialog({ target, cancel, onClose, onCancelled }: CancelRunDialogProps) {
  const message = useDomainMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await cancel(target.id);
      onCancelled?.(target);
      onClose();
    } catch (e) {
      console.warn('Cancel failed', e);
      setError(e instanceof Error && e.message ? `${message('run.cancel.error')}\n${e.message}` : message('run.cancel.error'));
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ConfirmDialog
        open={target !== null}
        title={message('launch.confirm.title')}
        message={target ? message('run.cancel.confirm.text', { name: `${target.id} ${target.name}` }) : ''}
        confirmLabel={message('run.cancel.confirm.ok')}
        cancelLabel={message('run.cancel.keep')}
        confirmColor="error"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={onClose}
      />
      <MessageDialog open={error !== null} severity="error" title={message('dialog.error.title')} message={error ?? ''} onClose={() => setError(null)} />
    </>
  );
}
