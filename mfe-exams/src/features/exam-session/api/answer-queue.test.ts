import { AnswerQueue, type QueuedAnswer, type QueueState, type QueueStore } from './answer-queue';

/** IndexedDB stand-in: survives a "reload" (a new queue on the same store). */
function memoryStore(): QueueStore & { data: Map<string, QueueState> } {
  const data = new Map<string, QueueState>();
  return {
    data,
    read: async (key) => structuredClone(data.get(key)),
    write: async (key, value) => {
      data.set(key, structuredClone(value));
    },
  };
}

const networkDown = Object.assign(new Error('Network Error'), { isAxiosError: true, response: undefined });

describe('answer queue', () => {
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
});
