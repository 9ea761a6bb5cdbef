import { z } from 'zod';
import { dataOf, idSchema } from '../common';

// A video's media (issue 33, decision 0045): the resumable upload (tus, POST /staff/uploads with
// metadata video_id) and the transcoding job's state on the staff video page.

export const HLS_STATUSES = ['none', 'queued', 'processing', 'ready', 'failed'] as const;
export type HlsStatus = (typeof HLS_STATUSES)[number];

export const staffVideoMediaSchema = z.object({
  id: idSchema,
  lecture_id: idSchema,
  name: z.string(),
  hls_status: z.enum(HLS_STATUSES),
  /** 0-100 while processing. */
  hls_progress: z.number().int().min(0).max(100),
  /** The Arabic reason when failed. */
  hls_error: z.string().nullable(),
  renditions: z.array(z.object({ height: z.number().int(), bandwidth: z.number().int() })),
  duration_seconds: z.number().int().nullable(),
  poster_url: z.string().nullable(),
  /** A source was uploaded (a retry has something to transcode). */
  has_source: z.boolean(),
});
export type StaffVideoMedia = z.infer<typeof staffVideoMediaSchema>;
export const staffVideoMediaResponseSchema = dataOf(staffVideoMediaSchema);

/** The tus upload's metadata: which video the file is for. */
export const staffVideoUploadMetadataSchema = z.object({
  video_id: z.coerce.number().int().positive().max(2_147_483_647),
});
