/**
 * The settings tab's verification group (GET/PUT /api/admin/settings/verify): the Verify
 * workflow in force (../settings/verify-workflow.ts) with each channel's figures of the last
 * VERIFY_FIGURES_DAYS days, counted as the funnel and the daily summary count them
 * (./reports/verify-channels.ts), so the owner sees what a channel costs before reordering.
 */
import 'server-only';
import { env } from '@/env';
import {
  VERIFY_FIGURES_DAYS,
  type VerifySettingsResponse,
} from '@/lib/contracts/admin/verify-settings';
import type { Db } from '../db/client';
import { readVerifyWorkflow } from '../settings/verify-workflow';
import { verifyChannelFigures } from './reports/verify-channels';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The workflow in force, its source, the driver and the figures of the days up to `now`. */
export async function verifySettings(db: Db, now = new Date()): Promise<VerifySettingsResponse> {
  const from = new Date(now.getTime() - VERIFY_FIGURES_DAYS * DAY_MS);
  const [{ workflow, source }, channels] = await Promise.all([
    readVerifyWorkflow(db),
    verifyChannelFigures(db, { from, to: now, toInclusive: true }),
  ]);
  return { workflow, source, driver: env.VERIFY_DRIVER, channels };
}
