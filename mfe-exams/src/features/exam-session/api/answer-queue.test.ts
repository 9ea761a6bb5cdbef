import {
  AnswerQueue,
  type QueuedAnswer,
  type QueuedImage,
  type QueueState,
  type QueueStore,
} from './answer-queue';

/**
 * IndexedDB stand-in: survives a "reload" (a new queue on the same store). Items are copied, Blobs
 * kept as they are (IndexedDB stores them; jsdom's cannot be structured-cloned).
 */
function memoryStore(): QueueStore & { data: Map<string, QueueState> } {
  const data = new Map<string, QueueState>();
  const copy = (v: QueueState): QueueState => ({ seq: v.seq, items: v.items.map((i) => ({ ...i })) });
  return {
    data,
    read: async (key) => {
      const v = data.get(key);
      return v && copy(v);
    },
    write: async (key, value) => {
      data.set(key, copy(value));
    },
  };
}

const networkDown = Object.assign(new Error('Network Error'), { isAxiosError: true, response: undefined });

describe('answer queue', () => {
  it('says saving from the moment an answer is given, before it is stored or sent', async () => {
    let release: (() => void) | undefined;
    const send = () =>
      new Promise<{ remaining_seconds: number }>((f) => {
        release = () => f({ remaining_seconds: 100 });
      });
    const q = new AnswerQueue('tok', send, memoryStore());
    await q.load();
    expect(q.getStatus()).toEqual({ state: 'saved', waiting: 0 });
    const pushed = q.push({ question_id: 1, chosen_answer: 11 });
    expect(q.getStatus()).toEqual({ state: 'saving', waiting: 1 });
    await vi.waitFor(() => expect(release).toBeDefined());
    release?.();
    await pushed;
    expect(q.getStatus()).toEqual({ state: 'saved', waiting: 0 });
  });

  it('keeps answers while offline, over a reload, and replays them in order when back', async () => {
    const store = memoryStore();
    let online = false;
    const sent: QueuedAnswer[][] = [];
    const send = async (answers: QueuedAnswer[]) => {
      if (!online) throw networkDown;
      sent.push(answers);
      return { remaining_seconds: 100 };
    };
    const first = new AnswerQueue('tok', send, store);
    await first.load();
    await first.push({ question_id: 1, chosen_answer: 11 });
    await first.push({ question_id: 2, answer_text: 'نص' });
    await first.push({ question_id: 1, chosen_answer: 12 }); // replaces the queued answer of question 1
    expect(first.getStatus()).toEqual({ state: 'offline', waiting: 2 });

    // reload: a new page, the same IndexedDB
    const second = new AnswerQueue('tok', send, store);
    const restored = await second.load();
    expect(restored.map((a) => a.question_id)).toEqual([2, 1]);
    online = true;
    await second.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((a) => [a.question_id, a.seq])).toEqual([
      [2, 2],
      [1, 3],
    ]);
    expect(sent[0]?.[1]?.chosen_answer).toBe(12);
    expect(second.getStatus()).toEqual({ state: 'saved', waiting: 0 });
    expect(store.data.get('session:tok')?.items).toEqual([]);

    // the sequence goes on after the reload
    await second.push({ question_id: 3, chosen_answer: 5 });
    expect(sent[1]?.[0]?.seq).toBe(4);
  });

  it('stops when the server says the session is over', async () => {
    const ended = Object.assign(new Error('409'), { isAxiosError: true, response: { status: 409 } });
    const q = new AnswerQueue(
      'tok2',
      async () => {
        throw ended;
      },
      memoryStore(),
    );
    await q.load();
    await q.push({ question_id: 1, chosen_answer: 1 });
    expect(q.getStatus()).toEqual({ state: 'ended', waiting: 0 });
  });

  it('holds an image answer offline and over a reload, and replays it in its place between answers', async () => {
    const store = memoryStore();
    let online = false;
    const calls: string[] = [];
    const send = async (answers: QueuedAnswer[]) => {
      if (!online) throw networkDown;
      calls.push(`answers ${answers.map((a) => `${a.question_id}#${a.seq}`).join(' ')}`);
      return { remaining_seconds: 100 };
    };
    const images: QueuedImage[] = [];
    const sendImage = async (image: QueuedImage) => {
      if (!online) throw networkDown;
      images.push(image);
      calls.push(`image ${image.question_id}#${image.seq}`);
      return { remaining_seconds: 90 };
    };
    const photo = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const first = new AnswerQueue('img', send, store, sendImage);
    await first.load();
    await first.push({ question_id: 1, chosen_answer: 11 });
    await first.push({ question_id: 3, answer_text: 'انظر الصورة' });
    await first.pushImage(3, new Blob(['old']));
    await first.pushImage(3, photo); // replaces the queued image, not the text of question 3
    await first.push({ question_id: 2, chosen_answer: 21 });
    expect(first.getStatus()).toEqual({ state: 'offline', waiting: 4 });
    expect(first.pending().map((a) => a.question_id)).toEqual([1, 3, 2]);

    const second = new AnswerQueue('img', send, store, sendImage);
    const restored = await second.load();
    expect(restored.map((a) => [a.question_id, 'image' in a])).toEqual([
      [1, false],
      [3, false],
      [3, true],
      [2, false],
    ]);
    online = true;
    await second.flush();
    expect(calls).toEqual(['answers 1#1 3#2', 'image 3#4', 'answers 2#5']);
    expect(images[0]?.image).toBe(photo);
    expect(images[0]?.answered_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(second.getStatus()).toEqual({ state: 'saved', waiting: 0 });
    expect(store.data.get('session:img')?.items).toEqual([]);
  });

  it('drops an image the server refuses and says which', async () => {
    const refused = Object.assign(new Error('422'), { isAxiosError: true, response: { status: 422 } });
    const q = new AnswerQueue(
      'img2',
      async () => ({ remaining_seconds: 1 }),
      memoryStore(),
      async () => {
        throw refused;
      },
    );
    const onRefused = vi.fn();
    q.onRefused = onRefused;
    await q.load();
    await q.pushImage(7, new Blob(['not an image']));
    expect(onRefused).toHaveBeenCalledWith([expect.objectContaining({ question_id: 7 })], refused);
    expect(q.getStatus()).toEqual({ state: 'saved', waiting: 0 });
  });

  it('still sends an image the browser refuses to keep', async () => {
    const sent: number[] = [];
    const store: QueueStore = {
      read: async () => undefined,
      write: async () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    const q = new AnswerQueue(
      'img3',
      async () => ({ remaining_seconds: 1 }),
      store,
      async (image) => {
        sent.push(image.question_id);
        return { remaining_seconds: 1 };
      },
    );
    await q.load();
    await q.pushImage(4, new Blob(['png']));
    expect(sent).toEqual([4]);
  });
});
