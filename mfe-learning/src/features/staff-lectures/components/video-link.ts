import { staffPathFor, staffRouteTable } from '@app/shared-contracts/staff-routes';

/**
 * The staff video page of a video (its media upload and processing; the video pipeline's page,
 * /staff/videos/:videoId): found in STAFF_ROUTES by its parameter, null while it has no row.
 */
export function videoPagePath(videoId: number): string | null {
  const route = staffRouteTable.find((r) => r.remote === 'mfe-learning' && r.path.includes(':videoId'));
  return route ? staffPathFor(route.name, { videoId }) : null;
}
