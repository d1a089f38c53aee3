// Leaving a new simulation the user has changed, and not launched or saved, asks first: a route
// change inside the app opens '¿Estás seguro?' (Seguir editando keeps the form as it is), and closing
// or reloading the tab gets the browser's own question.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components';
import { useDomainMessage } from '../../../components/DataTable';
import { useSimulation } from './SimulationContext';

export function useLeaveGuard() {
  const message = useDomainMessage();
  const { state, access, unsavedRef } = useSimulation();
  const unsaved = access.editable && state.edited;
  // Only a change of page: the form's own tabs and query parameters stay on the page.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsavedRef.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={message('unsaved.title')}
      message={message('unsaved.text')}
      confirmLabel={message('unsaved.leave')}
      cancelLabel={message('unsaved.stay')}
      confirmColor="warning"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
