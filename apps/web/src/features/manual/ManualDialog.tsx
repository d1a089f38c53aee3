// The in-app user manual (docs/rules/overview.md, docs/rules/calls.md, docs/rules/constants.md): a dialog at most 1200 px wide listing the chapters
// of /docs/metadata.json ([{ id, title: { es, en }, file: { es, en } }]) and showing the chosen
// one from /docs/{file} in the interface language; images come from /docs/img/.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useManualChapters } from '../../api/hooks';
import { apiRequest } from '../../api/client';
import { localised, type ManualChapter } from '../../api/types';
import { parseMarkdown } from './markdown';
import { MarkdownView } from './MarkdownView';

export interface ManualDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chapter (metadata.json id) to open at: the current screen's. The first when absent or unknown. */
  chapterId?: string | null;
}

function ChapterContent({ file }: { file: string }) {
  const { t } = useTranslation();
  const chapter = useQuery({
    queryKey: ['manual', 'file', file],
    queryFn: ({ signal }) => apiRequest<string>(`/docs/${file.split('/').map(encodeURIComponent).join('/')}`, { signal, auth: false, responseType: 'text', headers: { Accept: 'text/markdown, text/plain, */*' } }),
    staleTime: Infinity,
    retry: false,
  });
  if (chapter.isLoading) return <CircularProgress size={24} aria-label={t('manual.loading')} />;
  if (chapter.isError || chapter.data === undefined) return <Alert severity="error">{t('manual.loadError')}</Alert>;
  return <MarkdownView blocks={parseMarkdown(chapter.data)} />;
}

const NO_CHAPTERS: ManualChapter[] = [];

export function ManualDialog({ open, onClose, chapterId }: ManualDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const chapters = useManualChapters(open);
  const list = chapters.data ?? NO_CHAPTERS;
  const [selected, setSelected] = useState(0);
  const [showList, setShowList] = useState(true);
  // Each opening starts at the current screen's chapter (the list arrives after the first opening).
  useEffect(() => {
    if (!open || list.length === 0) return;
    const index = chapterId ? list.findIndex((chapter) => chapter.id === chapterId) : -1;
    setSelected(Math.max(index, 0));
    setShowList(index < 0);
  }, [open, list, chapterId]);
  const current = list[Math.min(selected, Math.max(list.length - 1, 0))];
  const currentTitle = current ? localised(current.title, language) : '';

  const chapterList = (
    <List dense component="nav" aria-label={t('manual.chapters')} sx={{ py: 0 }}>
      {list.map((chapter, index) => {
        const title = localised(chapter.title, language);
        return (
          <ListItemButton
            key={localised(chapter.file, 'es')}
            selected={!narrow && index === selected}
            aria-current={index === selected ? 'page' : undefined}
            onClick={() => {
              setSelected(index);
              setShowList(false);
            }}
          >
            <ListItemText primary={`${index + 1}. ${title}`} />
          </ListItemButton>
        );
      })}
    </List>
  );

  return (
    // docs/rules/constants.md: the manual dialog is at most 1200 px wide.
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={false} fullScreen={narrow} aria-labelledby="manual-dialog-title" slotProps={{ paper: { sx: { maxWidth: 1200, height: narrow ? undefined : '88vh' } } }}>
      <DialogTitle id="manual-dialog-title">{t('manual.title')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', minHeight: 240 }}>
        {chapters.isLoading ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
            <CircularProgress size={24} />
            <Typography>{t('manual.loading')}</Typography>
          </Box>
        ) : list.length === 0 ? (
          <Alert severity="info" sx={{ m: 3, alignSelf: 'flex-start' }}>
            {t('manual.empty')}
          </Alert>
        ) : narrow && showList ? (
          <Box sx={{ flex: 1, overflow: 'auto' }}>{chapterList}</Box>
        ) : (
          <>
            {narrow ? null : <Box sx={{ width: 280, flexShrink: 0, borderRight: 1, borderColor: 'divider', overflow: 'auto' }}>{chapterList}</Box>}
            <Box component="article" aria-label={currentTitle} sx={{ flex: 1, overflow: 'auto', p: { xs: 2, md: 3 } }} data-testid="manual-chapter">
              {narrow ? (
                <Button startIcon={<ArrowBackIcon />} onClick={() => setShowList(true)} sx={{ mb: 2 }}>
                  {t('manual.back')}
                </Button>
              ) : null}
              {current ? <ChapterContent key={localised(current.file, language)} file={localised(current.file, language)} /> : null}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
