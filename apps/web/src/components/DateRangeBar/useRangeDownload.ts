// The state of a downloader screen around runRangeDownload: the date range (default the last 7
// days), busy while the request runs, and the text of the 'Atención' dialog (null when closed).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRange, type DateRangeValue } from './dateRange';
import { runRangeDownload, type RangeDownloadOptions } from './rangeDownload';

export function useRangeDownload<T>(options: RangeDownloadOptions<T>) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRangeValue>(() => defaultRange());
  const [busy, setBusy] = useState(false);
  const [attention, setAttention] = useState<string | null>(null);
  const download = () => runRangeDownload(range, options, { t, setBusy, setAttention });
  return { range, setRange, busy, attention, setAttention, download };
}
