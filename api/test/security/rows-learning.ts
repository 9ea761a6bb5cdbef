import type { Ctx, Row } from './bad-input-rows';

// mfe-learning's calls in the bad-input table (issue 10): lecture purchase, contents, video links
// and the signed media (videos and lecture notes). Each row must get its 4xx and leave the
// database as it was.
const BAD_IDS = ['0', '-1', '2147483648', '1.5', '0x1', '1e1', 'abc'];
const SIG = 'A'.repeat(43);

export function learningRows(c: Ctx): Row[] {
  const out: Row[] = [];
  const add = (r: Row) => out.push(r);
  const buy = (lectureId: number | string) => `/v1/lectures/${lectureId}/purchase`;

  for (const id of BAD_IDS) {
    add({
      name: `lecture purchase: id ${id}`,
      method: 'POST',
      url: buy(id),
      actor: 'student',
      body: {},
      status: 404,
      code: 'NOT_FOUND',
    });
    add({
      name: `lecture contents: id ${id}`,
      method: 'GET',
      url: `/v1/lectures/${id}/contents`,
      actor: 'student',
      status: 404,
      code: 'NOT_FOUND',
    });
    add({
      name: `continue where you stopped: course id ${id}`,
      method: 'GET',
      url: `/v1/courses/${id}/continue`,
      actor: 'student',
      status: 404,
      code: 'NOT_FOUND',
    });
    add({
      name: `video link: id ${id}`,
      method: 'GET',
      url: `/v1/video/apps/${id}`,
      actor: 'student',
      status: 404,
      code: 'NOT_FOUND',
    });
  }
  add({
    name: 'continue where you stopped: a guest',
    method: 'GET',
    url: '/v1/courses/1/continue',
    actor: 'guest',
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  add({
    name: 'lecture purchase: a guest',
    method: 'POST',
    url: buy(c.lockedLectureId),
    actor: 'guest',
    body: {},
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  add({
    name: 'lecture purchase: a garbage token',
    method: 'POST',
    url: buy(c.lockedLectureId),
    actor: 'garbage-token',
    body: {},
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  add({
    name: 'lecture purchase: an unknown lecture',
    method: 'POST',
    url: buy(999_999),
    actor: 'student',
    body: { pay_by: 'wallet' },
    status: 404,
    code: 'NOT_FOUND',
  });
  add({
    name: 'lecture purchase: pay_by bitcoin',
    method: 'POST',
    url: buy(c.lockedLectureId),
    actor: 'student',
    body: { pay_by: 'bitcoin' },
    status: 422,
    field: 'pay_by',
  });
  add({
    name: 'lecture purchase: pay_by a number',
    method: 'POST',
    url: buy(c.lockedLectureId),
    actor: 'student',
    body: { pay_by: 1 },
    status: 422,
    field: 'pay_by',
  });
  add({
    name: 'lecture purchase: paycard without code',
    method: 'POST',
    url: buy(c.lockedLectureId),
    actor: 'student',
    body: { pay_by: 'paycard' },
    status: 422,
    field: 'code',
  });
  add({
    name: 'lecture purchase: a code that is an object',
    method: 'POST',
    url: buy(c.lockedLectureId),
    actor: 'student',
    body: { pay_by: 'paycard', code: { a: 1 } },
    status: 422,
    field: 'code',
  });
  add({
    name: 'lecture purchase: a huge code',
    method: 'POST',
    url: buy(c.lockedLectureId),
    actor: 'student',
    body: { pay_by: 'paycard', code: 'A'.repeat(65) },
    status: 422,
    field: 'code',
  });
  add({
    name: 'lecture purchase: an extra field',
    method: 'POST',
    url: buy(c.lockedLectureId),
    actor: 'student',
    body: { pay_by: 'wallet', price: 0 },
    status: 422,
    field: 'price',
  });
  add({
    name: 'lecture purchase: a body that is an array',
    method: 'POST',
    url: buy(c.lockedLectureId),
    actor: 'student',
    body: ['wallet'],
    status: 422,
  });
  add({
    name: 'lecture purchase: no pay_by for a paid lecture',
    method: 'POST',
    url: buy(c.lockedLectureId),
    actor: 'student',
    body: {},
    status: 422,
    field: 'pay_by',
  });
  add({
    name: 'lecture purchase: a wallet too short',
    method: 'POST',
    url: buy(c.lockedLectureId),
    actor: 'student',
    body: { pay_by: 'wallet' },
    status: 409,
    code: 'BALANCE_NOT_ENOUGH',
  });
  add({
    name: "lecture purchase: another user's card",
    method: 'POST',
    url: buy(c.lockedLectureId),
    actor: 'student',
    body: { pay_by: 'paycard', code: c.otherUsersCard },
    status: 409,
    code: 'PAYCARD_USED_BY_ANOTHER_USER',
  });
  add({
    name: 'lecture purchase: an expired card',
    method: 'POST',
    url: buy(c.lockedLectureId),
    actor: 'student',
    body: { pay_by: 'paycard', code: c.expiredCard },
    status: 409,
    code: 'EXPIRED_PAYCARD',
  });
  add({
    name: 'lecture purchase: a lecture of a course already owned',
    method: 'POST',
    url: buy(c.ownLectureId),
    actor: 'student',
    body: { pay_by: 'wallet' },
    status: 409,
    code: 'ALREADY_PURCHASED',
  });
  // Issue 29: a whole course's lecture is never sold on its own, whatever its price or the payment.
  for (const body of [{}, { pay_by: 'wallet' }, { pay_by: 'paycard', code: 'DEMOCARD0001' }]) {
    add({
      name: `lecture purchase: a whole course's lecture priced 0, ${JSON.stringify(body)}`,
      method: 'POST',
      url: buy(c.wholeCourseLectureId),
      actor: 'student',
      body,
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  }
  add({
    name: 'lecture contents: a guest',
    method: 'GET',
    url: `/v1/lectures/${c.ownLectureId}/contents`,
    actor: 'guest',
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  add({
    name: 'lecture contents: a lecture not bought',
    method: 'GET',
    url: `/v1/lectures/${c.lockedLectureId}/contents`,
    actor: 'student',
    status: 403,
    code: 'LECTURE_NOT_PURCHASED',
  });
  add({
    name: 'video link: a guest',
    method: 'GET',
    url: `/v1/video/apps/${c.ownVideoId}`,
    actor: 'guest',
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  add({
    name: 'video link: a video of a lecture not bought',
    method: 'GET',
    url: `/v1/video/apps/${c.lockedVideoId}`,
    actor: 'student',
    status: 403,
    code: 'LECTURE_NOT_PURCHASED',
  });
  add({
    name: 'video link: an unknown video',
    method: 'GET',
    url: '/v1/video/apps/999999',
    actor: 'student',
    status: 404,
    code: 'NOT_FOUND',
  });
  add({
    name: 'video seen: a body with fields',
    method: 'POST',
    url: `/v1/video/apps/${c.ownVideoId}/seen`,
    actor: 'student',
    body: { at: 1 },
    status: 422,
  });

  const position = `/v1/video/apps/${c.ownVideoId}/position`;
  for (const [label, seconds] of [
    ['negative', -1],
    ['a fraction', 1.5],
    ['text', '5'],
    ['a day and more', 86_401],
    ['null', null],
  ] as const) {
    add({
      name: `video position: ${label}`,
      method: 'PUT',
      url: position,
      actor: 'student',
      body: { seconds },
      status: 422,
      field: 'seconds',
    });
  }
  add({
    name: 'video position: an extra field',
    method: 'PUT',
    url: position,
    actor: 'student',
    body: { seconds: 1, user_id: 2 },
    status: 422,
    field: 'user_id',
  });
  add({
    name: 'video position: a guest',
    method: 'PUT',
    url: position,
    actor: 'guest',
    body: { seconds: 1 },
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  add({
    name: 'video position: before any viewing',
    method: 'PUT',
    url: position,
    actor: 'student',
    body: { seconds: 1 },
    status: 404,
    code: 'NOT_FOUND',
  });

  const media = (q: string) => `/v1/media/videos/${c.ownVideoId}?${q}`;
  const future = Math.floor(Date.now() / 1000) + 600;
  add({
    name: 'media: a forged signature',
    method: 'GET',
    url: media(`u=1&e=${future}&s=${SIG}`),
    actor: 'guest',
    status: 403,
    code: 'MEDIA_LINK_INVALID',
  });
  add({
    name: 'media: an expired link',
    method: 'GET',
    url: media(`u=1&e=1000&s=${SIG}`),
    actor: 'guest',
    status: 403,
    code: 'MEDIA_LINK_INVALID',
  });
  add({
    name: 'media: no signature',
    method: 'GET',
    url: media(`u=1&e=${future}`),
    actor: 'guest',
    status: 422,
    field: 's',
  });
  add({
    name: 'media: a signature of the wrong shape',
    method: 'GET',
    url: media(`u=1&e=${future}&s=../../etc`),
    actor: 'guest',
    status: 422,
    field: 's',
  });
  add({
    name: 'media: a user that is a word',
    method: 'GET',
    url: media(`u=abc&e=${future}&s=${SIG}`),
    actor: 'guest',
    status: 422,
    field: 'u',
  });
  add({
    name: 'media: an extra parameter',
    method: 'GET',
    url: media(`u=1&e=${future}&s=${SIG}&path=x`),
    actor: 'guest',
    status: 422,
    field: 'path',
  });
  add({
    name: 'media: a video id that is a word',
    method: 'GET',
    url: `/v1/media/videos/abc?u=1&e=${future}&s=${SIG}`,
    actor: 'guest',
    status: 404,
    code: 'NOT_FOUND',
  });

  // A lecture note's signed link (routes/attachments/lecture-notes.ts): the same query as a video's.
  const note = (q: string) => `/v1/media/attachments/1?${q}`;
  add({
    name: 'note link: a forged signature',
    method: 'GET',
    url: note(`u=1&e=${future}&s=${SIG}`),
    actor: 'guest',
    status: 403,
    code: 'MEDIA_LINK_INVALID',
  });
  add({
    name: 'note link: a forged signature with a token',
    method: 'GET',
    url: note(`u=1&e=${future}&s=${SIG}`),
    actor: 'student',
    status: 403,
    code: 'MEDIA_LINK_INVALID',
  });
  add({
    name: 'note link: an expired link',
    method: 'GET',
    url: note(`u=1&e=1000&s=${SIG}`),
    actor: 'guest',
    status: 403,
    code: 'MEDIA_LINK_INVALID',
  });
  add({
    name: 'note link: no signature',
    method: 'GET',
    url: note(`u=1&e=${future}`),
    actor: 'guest',
    status: 422,
    field: 's',
  });
  add({
    name: 'note link: a signature that climbs',
    method: 'GET',
    url: note(`u=1&e=${future}&s=../../etc`),
    actor: 'guest',
    status: 422,
    field: 's',
  });
  add({
    name: 'note link: a negative user',
    method: 'GET',
    url: note(`u=-1&e=${future}&s=${SIG}`),
    actor: 'guest',
    status: 422,
    field: 'u',
  });
  add({
    name: 'note link: an extra parameter',
    method: 'GET',
    url: note(`u=1&e=${future}&s=${SIG}&path=../private`),
    actor: 'guest',
    status: 422,
    field: 'path',
  });
  for (const id of ['0', 'abc', '1.5', '2147483648']) {
    add({
      name: `note link: id ${id}`,
      method: 'GET',
      url: `/v1/media/attachments/${id}?u=1&e=${future}&s=${SIG}`,
      actor: 'guest',
      status: 404,
      code: 'NOT_FOUND',
    });
  }
  return out;
}
