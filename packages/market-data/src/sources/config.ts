// Deployment configuration of the market-data sources, read from environment variables.

export interface MarketDataConfig {
  /** OMIE site base; files are fetched from {base}/es/file-download?parents=marginalpdbc&filename=... */
  omieBaseUrl: string;
  /** MIBGAS site base; yearly workbooks from {base}/es/file-access/MIBGAS_Data_YYYY.xlsx?path=AGNO_YYYY/XLS */
  mibgasBaseUrl: string;
  /** Forecast provider endpoint (no default: unset means "no forecast source"). */
  previsionUrl: string | null;
  previsionApiKey: string | null;
  /** OMIP Spanish power futures download: a workbook or CSV in the columns of README "Futures";
   *  `{start}` / `{end}` in the URL are replaced by the requested dates (unset: no HTTP source). */
  omipUrl: string | null;
  /** CO2 (EUA) daily settlements: CSV or JSON in the shapes of README "Futures"; `{start}` / `{end}`
   *  are replaced by the requested dates (unset: no HTTP source). */
  co2Url: string | null;
  /** Folder laid out like the official downloads (omie/marginalpdbc/, mibgas/, futures/...). */
  dataDir: string | null;
  /** Per-request timeout. */
  timeoutMs: number;
  /** Overall deadline of one source operation (all its requests and retries). */
  overallTimeoutMs: number;
  /** How long a page waits for the outside sources before answering with what it has (the
   *  fetch goes on in the background and stores what it finds for the next request). */
  pageDeadlineMs: number;
  /** Extra attempts after a failed request (network errors and 5xx only). */
  retries: number;
  /** After a network failure a host is skipped for this long, so a range of days fails fast. */
  hostCooldownMs: number;
  /** Set to false to never go to the network (offline plants). */
  httpEnabled: boolean;
}

export const DEFAULT_CONFIG: MarketDataConfig = {
  omieBaseUrl: 'https://www.omie.es',
  mibgasBaseUrl: 'https://www.mibgas.es',
  previsionUrl: null,
  previsionApiKey: null,
  omipUrl: null,
  co2Url: null,
  dataDir: null,
  timeoutMs: 5000,
  overallTimeoutMs: 60_000,
  pageDeadlineMs: 4000,
  retries: 1,
  hostCooldownMs: 60_000,
  httpEnabled: true,
};

const positiveInt = (s: string | undefined, fallback: number) => {
  const n = Number(s);
  return s !== undefined && s.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};
const nonEmpty = (s: string | undefined) => (s !== undefined && s.trim() !== '' ? s.trim() : null);

/** OMIE_BASE_URL, MIBGAS_BASE_URL, PREVISION_URL, PREVISION_API_KEY, OMIP_URL, CO2_URL, MARKET_DATA_DIR,
 *  MARKET_DATA_TIMEOUT_MS, MARKET_DATA_OVERALL_TIMEOUT_MS, MARKET_DATA_PAGE_DEADLINE_MS,
 *  MARKET_DATA_RETRIES, MARKET_DATA_HTTP ('off' disables the network). */
export function marketDataConfigFromEnv(env: Record<string, string | undefined> = process.env): MarketDataConfig {
  return {
    omieBaseUrl: (nonEmpty(env.OMIE_BASE_URL) ?? DEFAULT_CONFIG.omieBaseUrl).replace(/\/+$/, ''),
    mibgasBaseUrl: (nonEmpty(env.MIBGAS_BASE_URL) ?? DEFAULT_CONFIG.mibgasBaseUrl).replace(/\/+$/, ''),
    previsionUrl: nonEmpty(env.PREVISION_URL),
    previsionApiKey: nonEmpty(env.PREVISION_API_KEY),
    omipUrl: nonEmpty(env.OMIP_URL),
    co2Url: nonEmpty(env.CO2_URL),
    dataDir: nonEmpty(env.MARKET_DATA_DIR),
    timeoutMs: positiveInt(env.MARKET_DATA_TIMEOUT_MS, DEFAULT_CONFIG.timeoutMs),
    overallTimeoutMs: positiveInt(env.MARKET_DATA_OVERALL_TIMEOUT_MS, DEFAULT_CONFIG.overallTimeoutMs),
    pageDeadlineMs: positiveInt(env.MARKET_DATA_PAGE_DEADLINE_MS, DEFAULT_CONFIG.pageDeadlineMs),
    retries: positiveInt(env.MARKET_DATA_RETRIES, DEFAULT_CONFIG.retries),
    hostCooldownMs: positiveInt(env.MARKET_DATA_HOST_COOLDOWN_MS, DEFAULT_CONFIG.hostCooldownMs),
    httpEnabled: !/^(off|false|0|no)$/i.test(env.MARKET_DATA_HTTP ?? ''),
  };
}
