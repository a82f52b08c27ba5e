/**
 * The experiments on the static landings as the back-office keeps them (issue "experiments on
 * the static landings"; the pages and slots: lib/experiments/pages.ts; the API's contract:
 * lib/contracts/admin/experiments.ts). States draft → running → stopped; a draft is edited,
 * started, and a running experiment stopped with the variant that wins. At most one running
 * experiment per page: the partial unique index experiments_one_running_per_page holds it even
 * when two owners press start at once (the second start's UPDATE fails on the index and is
 * answered 409 `experiment_running`).
 *
 * Every change is audited (`experiment.create`, `.update`, `.start`, `.stop`) in the change's
 * transaction. A start, a stop or an edit regenerates the page and its variant routes
 * (revalidatePath), so what the proxy serves from the new state is pre-rendered from it.
 * The one writer of `experiments`.
 */
import 'server-only';
import type { AuditAction } from '@/lib/admin/audit-actions';
import {
  CHALLENGER_KEYS,
  experimentPageOf,
  variantRoute,
  type VariantChanges,
} from '@/lib/experiments/pages';
import type {
  ExperimentInput,
  ExperimentPatch,
  ExperimentStatus,
  ExperimentVariant,
  ExperimentView,
} from '@/lib/contracts/admin/experiments';
import { sqlOf, type Db } from '../db/client';
import { uniqueViolation } from '../db/unique-violation';
import { Prisma, type Experiment } from '../generated/prisma/client';
import { AppError, fieldError } from '../http/errors';
import { revalidatePages } from '../http/revalidate';
import { invalidateServingSnapshot } from './serving';
import { recordAudit, type AdminIdentity } from '../auth/audit';

/** The operator's context of a change; `now` for tests (default: the clock). */
export interface ExperimentChangeContext {
  admin: AdminIdentity;
  ip: string;
  now?: Date;
}

/** `changes` without its absent or empty slots (an empty slot keeps the page's own). */
function storedChanges(changes: VariantChanges): VariantChanges {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined && value !== ''),
  ) as VariantChanges;
}

/** The variants as stored: in order, each with its weight and its non-empty slots. */
function storedVariants(variants: ExperimentInput['variants']): ExperimentVariant[] {
  return variants.map((v) => ({ key: v.key, weight: v.weight, changes: storedChanges(v.changes) }));
}

/** The stored row as the back-office shows it. */
export function experimentView(row: Experiment): ExperimentView {
  return {
    id: row.id,
    name: row.name,
    page: row.page,
    status: row.status,
    // Written only by this module, from storedVariants.
    variants: row.variants as unknown as ExperimentVariant[],
    winner: (row.winner as ExperimentView['winner']) ?? null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
  };
}

/**
 * Every experiment for the back-office: the running ones first, then the newest first (by
 * creation, then id). Unpaged: experiments are made by hand, a few a week.
 */
export async function listExperiments(db: Pick<Db, 'experiment'>): Promise<ExperimentView[]> {
  const rows = await db.experiment.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  const running = rows.filter((r) => r.status === 'running');
  return [...running, ...rows.filter((r) => r.status !== 'running')].map(experimentView);
}

/** Experiment `id`; `not_found` when there is none. */
export async function getExperiment(
  db: Pick<Db, 'experiment'>,
  id: number,
): Promise<ExperimentView> {
  const row = await db.experiment.findUnique({ where: { id } });
  if (!row) throw new AppError('not_found');
  return experimentView(row);
}

/**
 * Stores a new draft at `ctx.now`, audited as `experiment.create` (name, page, the variants'
 * keys and weights). Nothing is served from a draft, so no page regenerates.
 */
export async function createExperiment(
  db: Db,
  input: ExperimentInput,
  ctx: ExperimentChangeContext,
): Promise<ExperimentView> {
  const now = ctx.now ?? new Date();
  const row = await db.$transaction(async (tx) => {
    const created = await tx.experiment.create({
      data: {
        name: input.name,
        page: input.page,
        variants: storedVariants(input.variants) as unknown as Prisma.InputJsonValue,
        createdAt: now,
      },
    });
    await audit(tx, ctx, now, 'experiment.create', created);
    return created;
  });
  return experimentView(row);
}

/**
 * Applies `patch` to experiment `id` at `ctx.now`:
 * - `edit`: a draft's name, page and variants are replaced (audited `experiment.update`);
 * - `start`: a draft runs (`experiment.start`); `experiment_running` when another experiment
 *   runs on its page, also when both starts come at once;
 * - `stop`: a running experiment stops with `winner` (`experiment.stop`); `validation_failed` (422,
 *   `winner`) when the winner is not one of its variants.
 * Any other move: `experiment_state` (409). `not_found` for an unknown id. The row is locked
 * while the move is checked, so two moves of one experiment at once cannot both pass.
 * Regenerates the experiment's page and its variant routes (both pages after an edit that moved
 * the draft). Returns the experiment as stored.
 */
export async function changeExperiment(
  db: Db,
  id: number,
  patch: ExperimentPatch,
  ctx: ExperimentChangeContext,
): Promise<ExperimentView> {
  const now = ctx.now ?? new Date();
  let result: { before: Experiment; after: Experiment };
  try {
    result = await db.$transaction(async (tx) => {
      await sqlOf(tx)(Prisma.sql`SELECT id FROM experiments WHERE id = ${id} FOR UPDATE`);
      const before = await tx.experiment.findUnique({ where: { id } });
      if (!before) throw new AppError('not_found');
      const after = await tx.experiment.update({ where: { id }, data: move(before, patch, now) });
      await audit(tx, ctx, now, `experiment.${ACTION[patch.action]}`, after, before);
      return { before, after };
    });
  } catch (error) {
    // The start that lost the race on the partial unique index (a concurrent start of another
    // experiment on the page committed first): the index is the only unique rule a change of
    // an experiment can break.
    if (uniqueViolation(error)) throw new AppError('experiment_running');
    throw error;
  }
  revalidatePages(pagesOf(result.before, result.after));
  // This server's proxy switches at once; the others within the snapshot's few seconds.
  await invalidateServingSnapshot();
  return experimentView(result.after);
}

const ACTION = { edit: 'update', start: 'start', stop: 'stop' } as const;

/**
 * The columns `patch` sets on `row` at `now`; `experiment_state` or `validation_failed` if
 * refused.
 */
function move(row: Experiment, patch: ExperimentPatch, now: Date): Prisma.ExperimentUpdateInput {
  const from: ExperimentStatus = patch.action === 'stop' ? 'running' : 'draft';
  if (row.status !== from) throw new AppError('experiment_state');
  switch (patch.action) {
    case 'edit':
      return {
        name: patch.experiment.name,
        page: patch.experiment.page,
        variants: storedVariants(patch.experiment.variants) as unknown as Prisma.InputJsonValue,
      };
    case 'start':
      return { status: 'running', startedAt: now };
    case 'stop': {
      const keys = experimentView(row).variants.map((v) => v.key);
      if (!keys.includes(patch.winner))
        throw fieldError({ winner: 'admin.experiments.errors.winner' });
      return { status: 'stopped', winner: patch.winner, stoppedAt: now };
    }
  }
}

/** The page paths and variant routes of the experiments `rows` ran or will run on. */
export function pagesOf(...rows: Pick<Experiment, 'page'>[]): string[] {
  const paths = new Set<string>();
  for (const { page: path } of rows) {
    const page = experimentPageOf(path);
    if (!page) continue;
    paths.add(page.path);
    for (const key of CHALLENGER_KEYS) paths.add(variantRoute(page, key));
  }
  return [...paths];
}

/** The audit entry of a change: what the experiment is after it, and what changed. */
async function audit(
  tx: Pick<Db, 'auditLog'>,
  ctx: ExperimentChangeContext,
  now: Date,
  action: AuditAction,
  after: Experiment,
  before?: Experiment,
) {
  const changed = before
    ? (['name', 'page', 'variants', 'status', 'winner'] as const).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
      )
    : undefined;
  await recordAudit(
    tx,
    {
      admin: ctx.admin,
      action,
      targetType: 'experiment',
      targetId: String(after.id),
      details: {
        name: after.name,
        page: after.page,
        status: after.status,
        variants: experimentView(after).variants.map((v) => `${v.key}:${v.weight}`),
        ...(after.winner ? { winner: after.winner } : {}),
        ...(changed ? { changed } : {}),
      },
      ip: ctx.ip,
    },
    now,
  );
}
