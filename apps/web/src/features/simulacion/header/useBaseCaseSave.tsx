// Save as base case (new simulation, full users): a confirmation first (it overwrites the base case),
// then the outcome in a message dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SIMULATION_NAME } from '@plantasim/domain';
import { saveBaseCase } from '../../../api/simulacion';
import { ConfirmDialog, MessageDialog } from '../../../components';
import { useDomainMessage } from '../../../components/DataTable';
import { usePayload, useSimulation } from '../state/SimulationContext';

/** `ask` opens the confirmation; `dialogs` are the confirmation and the outcome, rendered by the caller. */
export function useBaseCaseSave() {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const payload = usePayload();
  const { markSaved } = useSimulation();
  const [saveStep, setSaveStep] = useState<'idle' | 'confirm' | 'saving' | 'done' | 'error'>('idle');

  const save = async () => {
    setSaveStep('saving');
    try {
      await saveBaseCase({ ...payload, resultado: null, metadata: { ...payload.metadata, id: null, created: null, valid: 0, simulation_name: DEFAULT_SIMULATION_NAME } });
      markSaved();
      setSaveStep('done');
    } catch (error) {
      console.error('Base case save failed', error);
      setSaveStep('error');
    }
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={saveStep === 'confirm' || saveStep === 'saving'}
        busy={saveStep === 'saving'}
        title={message('launch.confirm.title')}
        message={message('baseCase.confirm.text')}
        confirmLabel={t('simulacion.saveConfirm')}
        onConfirm={() => void save()}
        onCancel={() => setSaveStep('idle')}
      />
      <MessageDialog
        open={saveStep === 'done' || saveStep === 'error'}
        severity={saveStep === 'done' ? 'success' : 'error'}
        title={saveStep === 'done' ? t('simulacion.savedTitle') : message('dialog.error.title')}
        message={saveStep === 'done' ? t('simulacion.saved') : message('general.problem')}
        onClose={() => setSaveStep('idle')}
      />
    </>
  );
  return { ask: () => setSaveStep('confirm'), dialogs };
}
