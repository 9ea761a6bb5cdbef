import { MONEY_LIMITS, STAFF_LIMITS } from '@app/shared-contracts/schemas';

// Lecture authoring's own rows beside the generic role rows (staff-roles.test.ts): bad ids on
// every path, bounds of the lecture and video forms, hostile text, another teacher's course and
// its items, an exam of another course, an item of another lecture. Each row must get its answer
// and leave the database as it was.
export interface LecturesCtx {
  /** the teacher's own course and lecture (with a video) */
  courseId: number;
  lectureId: number;
  videoId: number;
  /** another teacher's course, lecture, video and note */
  otherCourseId: number;
  otherLectureId: number;
  otherVideoId: number;
  otherNoteId: number;
  /** an exam of the other course, in no lecture */
  otherExamId: number;
}

export interface LecturesRow {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  who: 'admin' | 'teacher';
  body?: unknown;
  status: number;
  code?: string;
  field?: string;
}

const BAD_IDS = ['0', '-1', '2147483648', '1.5', '0x1', '1e1', 'abc'];
const S = '/v1/staff';
const lecture = { name: 'محاضرة', price: 10 };
const video = { name: 'فيديو' };

export function lecturesRows(c: LecturesCtx): LecturesRow[] {
  const out: LecturesRow[] = [];
  const row = (r: Omit<LecturesRow, 'who'> & { who?: LecturesRow['who'] }) =>
    out.push({ who: 'admin', ...r });
  for (const id of BAD_IDS) {
    const nf = { status: 404, code: 'NOT_FOUND' } as const;
    row({ name: `GET course ${id} lectures`, method: 'GET', url: `${S}/courses/${id}/lectures`, ...nf });
    row({
      name: `POST course ${id} lecture`,
      method: 'POST',
      url: `${S}/courses/${id}/lectures`,
      body: lecture,
      ...nf,
    });
    row({ name: `GET lecture ${id}`, method: 'GET', url: `${S}/lectures/${id}`, ...nf });
    row({ name: `PUT lecture ${id}`, method: 'PUT', url: `${S}/lectures/${id}`, body: lecture, ...nf });
    row({ name: `DELETE lecture ${id}`, method: 'DELETE', url: `${S}/lectures/${id}`, ...nf });
    row({
      name: `PUT lecture ${id} image`,
      method: 'PUT',
      url: `${S}/lectures/${id}/image`,
      body: {},
      ...nf,
    });
    row({
      name: `PUT video ${id}`,
      method: 'PUT',
      url: `${S}/lectures/${c.lectureId}/videos/${id}`,
      body: video,
      ...nf,
    });
    row({
      name: `DELETE note ${id}`,
      method: 'DELETE',
      url: `${S}/lectures/${c.lectureId}/notes/${id}`,
      ...nf,
    });
    row({
      name: `attach exam ${id}`,
      method: 'POST',
      url: `${S}/lectures/${c.lectureId}/exams/${id}`,
      ...nf,
    });
  }
  // Bounds and hostile text of the lecture form: 422 under the field, nothing written.
  const create = (name: string, body: unknown, field: string) =>
    row({
      name: `create: ${name}`,
      method: 'POST',
      url: `${S}/courses/${c.courseId}/lectures`,
      body,
      status: 422,
      field,
    });
  create('no name', { price: 1 }, 'name');
  create('invisible name', { name: '\u200b\u200b ', price: 1 }, 'name');
  create('name of 201 characters', { name: 'م'.repeat(201), price: 1 }, 'name');
  create('negative price', { ...lecture, price: -1 }, 'price');
  create('price past the bound', { ...lecture, price: MONEY_LIMITS.maxPrice + 1 }, 'price');
  create('price with 3 decimals', { ...lecture, price: 1.005 }, 'price');
  create('price as hex', { ...lecture, price: '0x10' }, 'price');
  create('expiry 0 days', { ...lecture, expiry_days: 0 }, 'expiry_days');
  create('expiry past the bound', { ...lecture, expiry_days: STAFF_LIMITS.maxDays + 1 }, 'expiry_days');
  create('repurchasable without its price', { ...lecture, repurchasable: true }, 'repurchase_price');
  create('an unknown field', { ...lecture, position: 1 }, 'position');
  create('a prototype key', JSON.parse('{"name":"محاضرة","price":1,"__proto__":{"x":1}}'), '__proto__');
  const newVideo = (name: string, body: unknown, field: string) =>
    row({
      name: `video: ${name}`,
      method: 'POST',
      url: `${S}/lectures/${c.lectureId}/videos`,
      body,
      status: 422,
      field,
    });
  newVideo('no name', {}, 'name');
  newVideo('views limit 0', { ...video, views_limit: 0 }, 'views_limit');
  newVideo(
    'views limit past the bound',
    { ...video, views_limit: STAFF_LIMITS.maxViewsLimit + 1 },
    'views_limit',
  );
  newVideo(
    'chip text of 101 characters',
    { ...video, attendance_chip_text: 'ح'.repeat(101) },
    'attendance_chip_text',
  );
  newVideo('a url set by hand', { ...video, url: '/uploads/x.mp4' }, 'url');
  row({
    name: 'image: JSON instead of the image part',
    method: 'PUT',
    url: `${S}/lectures/${c.lectureId}/image`,
    body: { image: 'http://evil.example/x.png' },
    status: 422,
    field: 'image',
  });
  // Orders that are not the lecture's or course's items.
  row({
    name: 'lectures order: an id of another course',
    method: 'PUT',
    url: `${S}/courses/${c.courseId}/lectures/order`,
    body: { ids: [c.lectureId, c.otherLectureId] },
    status: 422,
    field: 'ids',
  });
  row({
    name: 'items order: a video of another lecture',
    method: 'PUT',
    url: `${S}/lectures/${c.lectureId}/items/order`,
    body: { items: [{ type: 'video', id: c.otherVideoId }] },
    status: 422,
    field: 'items',
  });
  row({
    name: 'items order: an unknown type',
    method: 'PUT',
    url: `${S}/lectures/${c.lectureId}/items/order`,
    body: { items: [{ type: 'file', id: c.videoId }] },
    status: 422,
  });
  row({
    name: 'attach an exam of another course',
    method: 'POST',
    url: `${S}/lectures/${c.lectureId}/exams/${c.otherExamId}`,
    status: 422,
    field: 'exam_id',
  });
  row({
    name: 'edit a video of another lecture through this one',
    method: 'PUT',
    url: `${S}/lectures/${c.lectureId}/videos/${c.otherVideoId}`,
    body: video,
    status: 404,
  });
  row({
    name: 'delete a note of another lecture through this one',
    method: 'DELETE',
    url: `${S}/lectures/${c.lectureId}/notes/${c.otherNoteId}`,
    status: 404,
  });
  // The teacher and another teacher's course: not found, on every call.
  const teacher = (name: string, method: LecturesRow['method'], url: string, body?: unknown) =>
    row({
      name: `teacher, another's: ${name}`,
      who: 'teacher',
      method,
      url: `${S}${url}`,
      body,
      status: 404,
    });
  const L = c.otherLectureId;
  teacher('list', 'GET', `/courses/${c.otherCourseId}/lectures`);
  teacher('create', 'POST', `/courses/${c.otherCourseId}/lectures`, lecture);
  teacher('order', 'PUT', `/courses/${c.otherCourseId}/lectures/order`, { ids: [L] });
  teacher('open', 'GET', `/lectures/${L}`);
  teacher('edit', 'PUT', `/lectures/${L}`, lecture);
  teacher('publish', 'PUT', `/lectures/${L}/published`, { published: false });
  teacher('delete', 'DELETE', `/lectures/${L}`);
  teacher('items order', 'PUT', `/lectures/${L}/items/order`, {
    items: [{ type: 'video', id: c.otherVideoId }],
  });
  teacher('add video', 'POST', `/lectures/${L}/videos`, video);
  teacher('edit video', 'PUT', `/lectures/${L}/videos/${c.otherVideoId}`, video);
  teacher('delete video', 'DELETE', `/lectures/${L}/videos/${c.otherVideoId}`);
  teacher('attach exam', 'POST', `/lectures/${L}/exams/${c.otherExamId}`);
  teacher('delete note', 'DELETE', `/lectures/${L}/notes/${c.otherNoteId}`);
  return out;
}
