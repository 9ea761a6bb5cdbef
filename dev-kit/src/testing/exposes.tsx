// The exposes check every remote runs (`src/exposes/exposes.test.tsx`): each module of the remote
// contract is in the dev harness's list, default-exports a component, and that component renders
// for a user, under the real providers, at its route's address, while the api fails. A page that
// throws on a failed call, a widget that needs a prop the contract does not give, or a module that
// does not load fails here rather than in a browser.
import { type RemoteName, routesOf, type WidgetPropsMap } from '@app/shared-contracts';
import { remoteContract, staffRouteTable } from '@app/shared-contracts/routes';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../fixtures';
import { renderPage } from './render';

type Loader = () => Promise<{ default: ComponentType<never> }>;
type PropsOf<R extends string> = {
  [K in keyof WidgetPropsMap as K extends `${R}/widgets/${infer W}`
    ? `./widgets/${W}`
    : never]: WidgetPropsMap[K];
};

/** A page's address with every `:param` given as 1. */
const sampleUrl = (path: string) => path.replace(/:\w+/g, '1');

export function checkExposes<R extends RemoteName>(
  remote: R,
  modules: Record<string, Loader>,
  widgetProps: PropsOf<R>,
) {
  const contract = remoteContract[remote];
  const pages = new Map<string, { path: string }>([
    ...routesOf(remote).map((route) => [route.exposed, route] as const),
    ...staffRouteTable.filter((r) => r.remote === remote).map((route) => [route.exposed, route] as const),
  ]);

  describe(`${remote} exposes`, () => {
    afterEach(() => document.body.replaceChildren());

    it('lists exactly the contract modules in the dev harness', () => {
      expect(Object.keys(modules).sort()).toEqual([...contract.exposes].sort());
    });

    for (const id of contract.exposes) {
      it(`${id} renders for a signed-in student while the api fails`, async () => {
        const load = modules[id];
        if (!load) throw new Error(`${id} is not in the dev harness`);
        const { default: Exposed } = await load();
        expect(Exposed).toBeTypeOf('function');
        const api = fakeApi(() => ({ status: 503, data: { message: 'down' } }));
        try {
          const route = pages.get(id);
          // A staff dashboard widget takes the dashboard's range (decision 0042).
          const props =
            (widgetProps as Record<string, object>)[id] ??
            (id.startsWith('./staff-widgets/') ? { from: '2026-01-01', to: '2026-01-31' } : {});
          const View = Exposed as ComponentType<object>;
          renderPage(<View {...props} />, route ? { url: sampleUrl(route.path), path: route.path } : {});
          // Something a person can see or use: text, or a control with a name.
          await waitFor(() => {
            const shown = document.body.textContent?.trim() || screen.queryAllByRole('button').length;
            expect(shown).toBeTruthy();
          });
        } finally {
          api.restore();
        }
      });
    }
  });
}
