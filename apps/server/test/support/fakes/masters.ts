// The base case and the Ro master, in memory.
import { parseIsoDate } from '@plantasim/domain';
import type { RoRow } from '../../../src/repositories/ro.ts';
import type { BaseCaseRepository, RoRepository } from '../../../src/repositories/index.ts';
import { type Call, FakeRepository } from './base.ts';

export class FakeBaseCase extends FakeRepository<BaseCaseRepository> implements BaseCaseRepository {
  /** The stored payload (undefined: none stored) and who stored it. */
  payload: unknown = undefined;
  username: string | undefined;

  constructor(calls?: Call[]) {
    super('baseCase', calls);
  }

  async readBaseCase(): Promise<unknown> {
    this.called('readBaseCase', []);
    return this.payload;
  }

  async saveBaseCase(payload: unknown, username: string): Promise<void> {
    this.called('saveBaseCase', [payload, username]);
    this.payload = JSON.parse(JSON.stringify(payload));
    this.username = username;
  }
}

export class FakeRo extends FakeRepository<RoRepository> implements RoRepository {
  /** The master's rows as the repository answers them. A row whose DATE_RO is no day (the table
   *  cannot hold one, the command guards against it) is answered whatever the range asked. */
  rows: RoRow[] = [];
  /** The database clock. */
  now = () => new Date();

  constructor(calls?: Call[]) {
    super('ro', calls);
  }

  async listRo(start?: string, end?: string): Promise<RoRow[]> {
    this.called('listRo', [start, end]);
    const isDay = (d: string) => parseIsoDate(d).ok;
    return this.rows.filter((r) => !isDay(r.DATE_RO) || ((start === undefined || r.DATE_RO >= start) && (end === undefined || r.DATE_RO <= end)))
      .sort((a, b) => a.DATE_RO.localeCompare(b.DATE_RO)).map((r) => ({ ...r }));
  }

  async insertRo(date: string, value: number, user: string): Promise<boolean> {
    this.called('insertRo', [date, value, user]);
    if (this.rows.some((r) => r.DATE_RO === date)) return false;
    this.rows.push({ DATE_RO: date, VALUE: value, USER_MOD: user, DATETIME_MOD: this.now().toISOString() });
    return true;
  }

  async updateRo(date: string, value: number, user: string): Promise<boolean> {
    this.called('updateRo', [date, value, user]);
    const row = this.rows.find((r) => r.DATE_RO === date);
    if (!row) return false;
    Object.assign(row, { VALUE: value, USER_MOD: user, DATETIME_MOD: this.now().toISOString() });
    return true;
  }

  async deleteRo(date: string): Promise<boolean> {
    this.called('deleteRo', [date]);
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.DATE_RO !== date);
    return this.rows.length < before;
  }
}
