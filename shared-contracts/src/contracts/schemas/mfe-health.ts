import { z } from 'zod';
import remotes from '../routes/remotes.json';

type RemoteName = keyof typeof remotes.remotes;
const REMOTE_NAMES = Object.keys(remotes.remotes) as RemoteName[];

/** Ids of `pnpm mfe` versions: letters, digits, dot, dash, underscore (scripts/mfe.mjs). */
const versionSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[0-9A-Za-z][0-9A-Za-z._-]*$/);
/**
 * What one page can plausibly count in one batch (the shell sends one a few seconds after the first
 * event): larger counts are made up, refused rather than stored (decision 0027).
 */
export const MFE_HEALTH_MAX_COUNT = 50;
const count = z.number().int().min(0).max(MFE_HEALTH_MAX_COUNT);

/** One remote and version in a browser's batch: what happened since the last batch. */
export const mfeHealthReportSchema = z
  .strictObject({
    remote: z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]),
    version: versionSchema,
    loads: count,
    failures: count,
    renderErrors: count,
    /** load time of each successful load, ms: at most one per load */
    loadMs: z.array(z.number().int().min(0).max(600_000)).max(MFE_HEALTH_MAX_COUNT),
  })
  .refine((r) => r.loadMs.length <= r.loads, { path: ['loadMs'], message: 'القيمة غير صحيحة' });

/** POST /v1/mfe/health: the shell's batch; the bucket (0..99) is the only id it carries. */
export const mfeHealthBodySchema = z.strictObject({
  bucket: z.number().int().min(0).max(99),
  reports: z.array(mfeHealthReportSchema).min(1).max(20),
});
export type MfeHealthBody = z.infer<typeof mfeHealthBodySchema>;

/** GET /v1/mfe/health: per remote and version over the last hour (what `pnpm mfe status` prints). */
export const mfeHealthSummarySchema = z.object({
  since: z.string(),
  remotes: z.array(
    z.object({
      remote: z.string(),
      version: z.string(),
      loads: z.number(),
      failures: z.number(),
      renderErrors: z.number(),
      /** (failures + render errors) / (loads + failures); null without any attempt */
      errorRate: z.number().nullable(),
      p75Ms: z.number().nullable(),
    }),
  ),
});
export type MfeHealthSummary = z.infer<typeof mfeHealthSummarySchema>;
