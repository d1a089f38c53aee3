/** PostgreSQL connection loss (server restarted, backend terminated, network): SQLSTATE class 08, 57P0x. */
const unavailableCodes = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const unavailableText = /Connection terminated|connection (is )?closed|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed/i;

/** 55000 is also "object not in prerequisite state" in general: only its refused-connection form counts. */
const refusingConnections = /not currently accepting connections|does not allow connections|not accepting connections/i;

/** A database that is momentarily unreachable: the operation may be retried; it is not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  if (e?.code === '55000') return typeof e.message === 'string' && refusingConnections.test(e.message);
  return (typeof e?.code === 'string' && unavailableCodes.has(e.code)) || (typeof e?.message === 'string' && unavailableText.test(e.message));
}

/**
 * Runs `fn`, retrying while the database is unreachable (every `delayMs`, at most `attempts` times):
 * background work such as a solve job must not be lost to a PostgreSQL restart of a few seconds.
 */
export async function retryWhileUnavailable<T>(fn: () => Promise<T>, attempts = 20, delayMs = 500): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts || !isDatabaseUnavailable(err)) throw err;
      await new Promise((r) => setTimeout(r, delayMs));
    }
  }
}

/**
 * Storage that refuses writes: a full disk or quota (ENOSPC, EDQUOT, PostgreSQL 53100 disk_full), a
 * read-only file system (EROFS) or database (25006 read_only_sql_transaction, a standby or
 * default_transaction_read_only), PostgreSQL out of resources (53000, 53200). Retrying in a second
 * does not help: someone must free space or make the database writable again.
 */
const storageCodes = new Set(['ENOSPC', 'EDQUOT', 'EROFS', '53000', '53100', '53200', '25006']);
const storageText = /No space left on device|disk quota exceeded|read-only file system|could not extend file|cannot execute \w+ in a read-only transaction/i;

export function isStorageRefusal(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; errno?: unknown } | undefined;
  return (typeof e?.code === 'string' && storageCodes.has(e.code)) || (typeof e?.message === 'string' && storageText.test(e.message));
}
