// The video area's own rows beside the generic role rows (staff-roles.test.ts): bad ids, another
// teacher's video, a video with nothing to retry, hostile tus headers and metadata, an upload id
// that tries to climb out of the upload folder, a forged internal header. {video} is a video of a
// course the test teacher does not teach; {fresh} one with no source yet.
export interface VideoSecurityRow {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'HEAD';
  url: string;
  who: 'admin' | 'teacher';
  headers?: Record<string, string>;
  status: number;
}

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');
const create = (name: string, headers: Record<string, string>, status: number): VideoSecurityRow => ({
  name,
  method: 'POST',
  url: '/v1/staff/uploads',
  who: 'admin',
  headers: { ...TUS, ...headers },
  status,
});

export const videoSecurityRows: VideoSecurityRow[] = [
  ...['0', '-1', 'abc', '1e3', '99999999999', '1%20OR%201=1'].map(
    (id): VideoSecurityRow => ({
      name: `GET /staff/videos/${id} is 404, like a missing one`,
      method: 'GET',
      url: `/v1/staff/videos/${id}`,
      who: 'admin',
      status: 404,
    }),
  ),
  {
    name: 'GET a missing video is 404',
    method: 'GET',
    url: '/v1/staff/videos/999999',
    who: 'admin',
    status: 404,
  },
  {
    name: "GET another teacher's video is 404",
    method: 'GET',
    url: '/v1/staff/videos/{video}',
    who: 'teacher',
    status: 404,
  },
  {
    name: "retry another teacher's video is 404",
    method: 'POST',
    url: '/v1/staff/videos/{video}/retry',
    who: 'teacher',
    status: 404,
  },
  {
    name: 'retry a video with no upload is 404',
    method: 'POST',
    url: '/v1/staff/videos/{fresh}/retry',
    who: 'admin',
    status: 404,
  },
  {
    name: "an upload for another teacher's video is 404",
    method: 'POST',
    url: '/v1/staff/uploads',
    who: 'teacher',
    headers: { ...TUS, 'upload-length': '10', 'upload-metadata': `video_id ${b64('{video}')}` },
    status: 404,
  },
  create('an upload with no metadata is 422', { 'upload-length': '10' }, 422),
  create(
    'an injected video id is 422',
    { 'upload-length': '10', 'upload-metadata': `video_id ${b64("1' OR '1'='1")}` },
    422,
  ),
  create(
    'a negative video id is 422',
    { 'upload-length': '10', 'upload-metadata': `video_id ${b64('-5')}` },
    422,
  ),
  create(
    'an upload above the size limit is 413',
    { 'upload-length': String(3 * 1024 ** 3), 'upload-metadata': `video_id ${b64('{fresh}')}` },
    413,
  ),
  create(
    'a negative length is 400',
    { 'upload-length': '-1', 'upload-metadata': `video_id ${b64('{fresh}')}` },
    400,
  ),
  create('no tus version is 412', { 'tus-resumable': '', 'upload-length': '10' }, 412),
  ...['..%2F..%2Fapp-secret', '%2E%2E%2F%2E%2E%2Fpglite', 'not-an-upload'].map(
    (id): VideoSecurityRow => ({
      name: `HEAD /staff/uploads/${id} is 404`,
      method: 'HEAD',
      url: `/v1/staff/uploads/${id}`,
      who: 'admin',
      headers: TUS,
      status: 404,
    }),
  ),
  {
    name: 'DELETE of a climbing upload id is 404',
    method: 'DELETE',
    url: '/v1/staff/uploads/..%2F..%2Fapp-secret',
    who: 'admin',
    headers: TUS,
    status: 404,
  },
  {
    name: "a forged x-app-upload-context header does not borrow someone's identity",
    method: 'POST',
    url: '/v1/staff/uploads',
    who: 'teacher',
    headers: {
      ...TUS,
      'x-app-upload-context': 'forged',
      'upload-length': '10',
      'upload-metadata': `video_id ${b64('{video}')}`,
    },
    status: 404,
  },
];
