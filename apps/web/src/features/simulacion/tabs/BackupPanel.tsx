// Backup (docs/rules/screens.md): import a .vis file (hidden for operators or when an id is present), export it
// (hidden for operators), download the solver's input IN.zip (no id and the runtime flag only).
// A .vis is the payload as JSON; invalid JSON raises 'El archivo no es válido o tiene un formato incorrecto.'.
import { useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { useTranslation } from 'react-i18next';
import { correctModeFromText, parsePayload } from '@plantasim/domain';
import { useRuntimeConfig } from '../../../api/hooks';
import { downloadInputFile } from '../../../api/simulacion';
import { MessageDialog, type MessageSeverity } from '../../../components';
import { saveFile, useDomainMessage } from '../../../components/DataTable';
import { usePayload, useSimulation } from '../state/SimulationContext';

export function visFileName(name: string): string {
  return `${(name || 'simulacion').replace(/[\\/:*?"<>|]+/g, '_').trim() || 'simulacion'}.vis`;
}

export function BackupPanel() {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const payload = usePayload();
  const { dispatch, access, state } = useSimulation();
  const flag = useRuntimeConfig().data?.mostrar_boton_descargar_in === true;
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<{ severity: MessageSeverity; title: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const showImport = !access.operator && state.id === null;
  const showExport = !access.operator;
  const showIn = state.id === null && flag;

  const importVis = async (file: File) => {
    const invalid = () => setShown({ severity: 'error', title: message('dialog.error.title'), text: message('backup.invalidJson') });
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      invalid();
      return;
    }
    const parsed = parsePayload(json);
    if (!parsed.ok) {
      setShown({ severity: 'error', title: message('dialog.error.title'), text: [message('backup.invalidJson'), ...parsed.issues.slice(0, 5).map((i) => i.message)].join('\n') });
      return;
    }
    const data = parsed.data;
    dispatch({
      type: 'loaded',
      programmatic: true,
      edited: true,
      payload: { ...data, configuracion: correctModeFromText(data.configuracion), metadata: { ...data.metadata, id: null, created: null, valid: 0 } },
    });
    setShown({ severity: 'success', title: t('simulacion.backup.importedTitle'), text: t('simulacion.backup.imported', { name: file.name }) });
  };

  const exportVis = () => {
    saveFile(visFileName(payload.metadata.simulation_name), JSON.stringify(payload), 'application/json');
  };

  const downloadIn = async () => {
    setBusy(true);
    try {
      saveFile('IN.zip', await downloadInputFile(payload), 'application/zip');
    } catch (error) {
      console.error('IN.zip download failed', error);
      setShown({ severity: 'error', title: message('dialog.error.title'), text: message('general.problem') });
    } finally {
      setBusy(false);
    }
  };

  const card = (title: string, text: string, action: React.ReactNode) => (
    <Card variant="outlined" sx={{ flex: '1 1 260px', maxWidth: 360 }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, minHeight: 40 }}>{text}</Typography>
        {action}
      </CardContent>
    </Card>
  );

  return (
    <Box data-testid="backup-panel">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {showImport ? card(t('simulacion.backup.importTitle'), t('simulacion.backup.importText'), (
          <>
            <Button variant="contained" startIcon={<FileUploadOutlinedIcon />} onClick={() => input.current?.click()}>{t('simulacion.backup.import')}</Button>
            <input
              ref={input}
              type="file"
              accept=".vis,application/json"
              hidden
              data-testid="backup-file"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (file) void importVis(file);
              }}
            />
          </>
        )) : null}
        {showExport ? card(t('simulacion.backup.exportTitle'), t('simulacion.backup.exportText'), (
          <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={exportVis}>{t('simulacion.backup.export')}</Button>
        )) : null}
        {showIn ? card(t('simulacion.backup.inTitle'), t('simulacion.backup.inText'), (
          <Button variant="outlined" startIcon={<ArchiveOutlinedIcon />} onClick={() => void downloadIn()} loading={busy}>{t('simulacion.backup.downloadIn')}</Button>
        )) : null}
        {!showImport && !showExport && !showIn ? <Typography color="text.secondary">{t('simulacion.backup.nothing')}</Typography> : null}
      </Stack>
      <MessageDialog open={shown !== null} severity={shown?.severity} title={shown?.title ?? ''} message={shown?.text ?? ''} onClose={() => setShown(null)} />
    </Box>
  );
}
