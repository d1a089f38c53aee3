// Export and Import CSV buttons with the dialogs of docs/rules/validation.md and docs/rules/messages.md: the import result ('Importación
// correcta' with the count, 'Importación completada con avisos', 'Encabezados incorrectos', ...)
// rendered by the domain's describeCsvResult, 'Exportación correcta' closing itself after 1.6 s,
// 'Error al exportar' / 'Revisa los datos.' when the export fails. The file input is cleared after
// every import, so choosing the same file again imports it again.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useTranslation } from 'react-i18next';
import { describeCsvResult, importCsvFile, type CsvParseResult } from '@plantasim/domain';
import { MessageDialog, alertPaperSx, type MessageSeverity } from '../MessageDialog';
import { readCsvFile } from './readCsvFile';
import { saveFile } from './saveFile';
import { messageLang, useDomainMessage } from './domainText';
import type { DataTableCsv } from './types';

/** docs/rules/messages.md: 'Exportación correcta' auto-closes after 1.6 s. */
export const EXPORT_SUCCESS_MS = 1600;

interface Shown {
  severity: MessageSeverity;
  title: string;
  lines: string[];
}

/** A refused import: the server's title and finding lines (`detalles`), else the error's own text. */
function refusal(failure: unknown, fallbackTitle: string): Shown {
  const text = failure instanceof Error && failure.message ? failure.message : fallbackTitle;
  const body = (failure as { body?: unknown } | null)?.body;
  const detalles = body && typeof body === 'object' ? (body as { detalles?: unknown }).detalles : undefined;
  if (Array.isArray(detalles) && detalles.every((d) => typeof d === 'string')) return { severity: 'error', title: text, lines: detalles };
  return { severity: 'error', title: fallbackTitle, lines: [text] };
}

/** Import CSV: the button opens the hidden file input, which is cleared before the chosen file is handed on. */
function CsvImportButton({ label, disabled, testId, onFile }: { label: string; disabled?: boolean; testId?: string; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<FileUploadOutlinedIcon />} onClick={() => input.current?.click()} disabled={disabled}>
        {label}
      </Button>
      <Box
        component="input"
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid={testId ? `${testId}-file` : 'csv-file'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const target = event.currentTarget;
          const file = target.files?.[0];
          // Cleared before anything else, so the same file can be chosen again.
          target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

/** 'Exportación correcta' with the file's name (closed by the caller after EXPORT_SUCCESS_MS). */
function ExportedDialog({ open, fileName, onClose }: { open: boolean; fileName: string; onClose: () => void }) {
  const message = useDomainMessage();
  return (
    <Dialog open={open} onClose={onClose} slotProps={{ paper: { sx: alertPaperSx } }} aria-labelledby="csv-export-ok">
      <DialogTitle id="csv-export-ok" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleOutlineIcon color="success" />
        {message('csv.exportSuccess')}
      </DialogTitle>
      <DialogContent>{fileName}</DialogContent>
    </Dialog>
  );
}

export function CsvActions<TImport>({ csv, testId }: { csv: DataTableCsv<TImport>; testId?: string }) {
  const { t, i18n } = useTranslation();
  const message = useDomainMessage();
  const [shown, setShown] = useState<Shown | null>(null);
  const [exported, setExported] = useState(false);

  useEffect(() => {
    if (!exported) return;
    const timer = window.setTimeout(() => setExported(false), EXPORT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [exported]);

  const runExport = () => {
    let text: string | null;
    try {
      text = csv.exportText ? csv.exportText() : null;
    } catch (error) {
      console.error('CSV export failed', error);
      setShown({ severity: 'error', title: message('csv.exportError.title'), lines: [message('csv.exportError.detail')] });
      return;
    }
    if (text === null) {
      setShown({ severity: 'warning', title: message('dialog.warning.title'), lines: [csv.emptyExportMessage ?? message('csv.exportError.detail')] });
      return;
    }
    saveFile(csv.fileName, text);
    setExported(true);
  };

  const runImport = async (file: File) => {
    let result: CsvParseResult<TImport>;
    try {
      const text = await readCsvFile(file);
      result = importCsvFile({ parse: (content: string) => csv.parse!(content) }, { name: file.name, text }, undefined);
    } catch {
      result = { ok: false, title: 'csv.importError.title', issues: [{ code: 'csv.unreadable' }] };
    }
    if (result.ok) {
      try {
        await csv.onImport?.(result.data, result);
      } catch (failure) {
        setShown(refusal(failure, message('csv.importError.title')));
        return;
      }
    }
    const dialog = describeCsvResult(result, messageLang(i18n.resolvedLanguage ?? i18n.language));
    setShown({ severity: dialog.severity, title: dialog.title, lines: dialog.lines });
  };

  return (
    <Stack direction="row" spacing={1} data-testid={testId ? `${testId}-csv` : undefined}>
      {csv.exportText ? (
        <Button variant="outlined" size="small" startIcon={<FileDownloadOutlinedIcon />} onClick={runExport} disabled={csv.disabled}>
          {csv.exportLabel ?? t('dataTable.export')}
        </Button>
      ) : null}
      {csv.template ? (
        <Button variant="outlined" size="small" startIcon={<FileDownloadOutlinedIcon />} onClick={() => saveFile(csv.template!.fileName, csv.template!.text())} disabled={csv.disabled}>
          {csv.template.label}
        </Button>
      ) : null}
      {csv.parse ? <CsvImportButton label={csv.importLabel ?? t('dataTable.import')} disabled={csv.disabled} testId={testId} onFile={(file) => void runImport(file)} /> : null}
      <MessageDialog
        open={shown !== null}
        severity={shown?.severity}
        title={shown?.title ?? ''}
        message={shown?.lines.join('\n') ?? ''}
        onClose={() => setShown(null)}
      />
      <ExportedDialog open={exported} fileName={csv.fileName} onClose={() => setExported(false)} />
    </Stack>
  );
}
