import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type CreateFirstScreen,
  FIRST_SCREEN_ENTRY,
  type FirstScreen,
  type FirstScreenAnswer,
} from '@app/shared-contracts/first-screen';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The shell owns its first screen (decision 0030): its build carries a server entry
 * (`FIRST_SCREEN_ENTRY`) that answers a GET of any of its pages with the html (a first screen
 * rendered on the server, decisions 0020-0024) or "the plain html", and the `Link` hints of either.
 * The api only mounts it: it loads the entry of the shell it serves, gives it the api's own answers
 * in-process, and sends what it answers. It knows no chunk, manifest or page of the front ends.
 */

/** An entry that has not answered by then is not waited for: the plain html goes out. */
const ANSWER_DEADLINE_MS = 3000;
/** How long start-up waits for the entry to load (Fastify fails a hook after 10 s). */
const WARM_WAIT_MS = 6000;

type Loaded = { version: number; screen: Promise<FirstScreen | null> };

export interface FirstScreenMount {
  /** The shell's answer for a GET of one of its pages; null: the plain html, without hints. */
  answer(req: FastifyRequest): Promise<FirstScreenAnswer | null>;
}

export function mountFirstScreen(
  app: FastifyInstance,
  opts: { deployRoot: string; shellDist: string },
): FirstScreenMount {
  const file = join(opts.shellDist, FIRST_SCREEN_ENTRY);
  // The api's own answers, as a guest's browser would be sent them: never with a credential.
  const fetch = async (path: string, headers: Record<string, string>) => {
    const guest = Object.entries(headers).filter(([name]) => !/^(authorization|cookie)$/i.test(name));
    const res = await app.inject({ method: 'GET', url: `/v1${path}`, headers: Object.fromEntries(guest) });
    return { status: res.statusCode, body: res.body };
  };
  const onError = (err: unknown) => app.log.warn({ err }, 'first screen not rendered');

  let loaded: Loaded | null = null;
  /** The entry of the shell's current build: a new build (in place) is loaded again. */
  function current(): Promise<FirstScreen | null> {
    let version = 0;
    try {
      version = statSync(file).mtimeMs;
    } catch {
      return Promise.resolve(null);
    }
    if (loaded?.version !== version) {
      const screen = import(`${pathToFileURL(file).href}?v=${version}`)
        .then((mod: { createFirstScreen?: CreateFirstScreen }) =>
          mod.createFirstScreen ? mod.createFirstScreen({ ...opts, fetch, onError }) : null,
        )
        .catch((err: unknown) => {
          app.log.warn({ err }, 'the shell’s first screen entry did not load');
          return null;
        });
      loaded = { version, screen };
    }
    return loaded.screen;
  }

  // Loaded at start, with what it imports, not by the first visitor (a cold import takes about a
  // second). Start-up waits for it a while, never longer than WARM_WAIT_MS: on a busy machine the
  // import can outlast Fastify's hook timeout, and a server that does not start is worse than one
  // whose first visitors get the plain html while the entry finishes loading.
  app.addHook('onReady', async () => {
    const warmed = current()
      .then((screen) => screen?.warm())
      .catch(onError);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([warmed, new Promise((resolve) => (timer = setTimeout(resolve, WARM_WAIT_MS)))]);
    clearTimeout(timer);
  });

  return {
    async answer(req) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), ANSWER_DEADLINE_MS);
      });
      try {
        const screen = await current();
        if (!screen) return null;
        return await Promise.race([screen.page({ url: req.url, cookie: req.headers.cookie }), late]);
      } catch (err) {
        onError(err);
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
