// The sensitivity and re-plan links between runs, in memory.
import { LISTED_STATUSES, RUNNING_STATUSES, SIMULATION_STATUS, DELETABLE_STATUSES } from '@plantasim/domain';
import type { ReplansRepository, SensitivityRepository } from '../../../src/repositories/index.ts';
import type { ReplanLink } from '../../../src/repositories/replans.ts';
import type { ChildRow } from '../../../src/repositories/sensitivity.ts';
import type { SimulationRow } from '../../../src/repositories/simulations.ts';
import { type Call, FakeRepository, type FakeRun, FakeStore } from './base.ts';

export class FakeSensitivity extends FakeRepository<SensitivityRepository> implements SensitivityRepository {
  constructor(readonly store: FakeStore, calls?: Call[]) {
    super('sensitivity', calls);
  }

  private children(parentId: number): FakeRun[] {
    return [...this.store.runs.values()].filter((r) => r.row.parent_id === parentId).sort((a, b) => a.row.id - b.row.id);
  }

  async listChildren(parentId: number): Promise<ChildRow[]> {
    this.called('listChildren', [parentId]);
    return this.children(parentId).filter((r) => r.row.status !== SIMULATION_STATUS.Borrada)
      .map((r) => ({ id: r.row.id, name: r.row.name, status: r.row.status, shift: r.shift ?? null }));
  }

  async deleteChildren(parentId: number): Promise<{ cancelled: number[]; deleted: number[] }> {
    this.called('deleteChildren', [parentId]);
    const now = this.store.now().toISOString();
    const cancelled = this.children(parentId).filter((r) => RUNNING_STATUSES.includes(r.row.status));
    for (const r of cancelled) r.row = { ...r.row, status: SIMULATION_STATUS.Cancelada, last_update: now };
    const deleted = this.children(parentId).filter((r) => DELETABLE_STATUSES.includes(r.row.status));
    for (const r of deleted) r.row = { ...r.row, status: SIMULATION_STATUS.Borrada, valid: 0, last_update: now };
    return { cancelled: cancelled.map((r) => r.row.id), deleted: deleted.map((r) => r.row.id) };
  }
}

export class FakeReplans extends FakeRepository<ReplansRepository> implements ReplansRepository {
  constructor(readonly store: FakeStore, calls?: Call[]) {
    super('replans', calls);
  }

  private link(r: SimulationRow): ReplanLink {
    return { id: r.id, name: r.name, status: r.status, created: r.created };
  }

  async replansOf(originId: number, onlyUser?: string): Promise<ReplanLink[]> {
    this.called('replansOf', [originId, onlyUser]);
    return [...this.store.runs.values()]
      .filter((r) => r.replanOf === originId && LISTED_STATUSES.includes(r.row.status) && (onlyUser === undefined || r.row.username === onlyUser))
      .map((r) => this.link(r.row)).sort((a, b) => a.id - b.id);
  }

  async replanOrigin(id: number): Promise<{ origin: ReplanLink; request: unknown } | null> {
    this.called('replanOrigin', [id]);
    const run = this.store.get(id);
    const origin = run?.replanOf == null ? undefined : this.store.get(run.replanOf);
    return run && origin ? { origin: this.link(origin.row), request: run.replan ?? null } : null;
  }

  async replanRequestsUpFrom(id: number): Promise<unknown[]> {
    this.called('replanRequestsUpFrom', [id]);
    const out: unknown[] = [];
    for (let run = this.store.get(id), depth = 0; run && depth <= 1000; run = run.replanOf == null ? undefined : this.store.get(run.replanOf), depth++) {
      if (run.replan !== undefined && run.replan !== null) out.push(run.replan);
    }
    return out;
  }
}

/** One import of measured operation: its values by day ('YYYY-MM-DD'), hour and unit, and its warnings. */
