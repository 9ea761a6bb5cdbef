// Issue 2 §5: the shell and a remote use the same React, the same QueryClient and the same session
// store. The MF runtime's share scope must hold one version of each singleton, provided by the
// shell and used by the remote; and what the shell puts in the session, the remote reads.
import { readyStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import { mfNameOf, SHELL_MF_NAME } from '../support/remotes';
import { loginViaUi, waitForApp } from '../support/ui';

interface ShareEntry {
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

// What the catalogue's profile page itself imports (react-query and the session live in
// @app/shared-contracts' one QueryClient and one store).
const USED_BY_PROFILE = [
  'react',
  'react/jsx-runtime',
  '@tanstack/react-query',
  '@app/shared-contracts',
  '@app/ui',
];
// Loaded by the shell; whoever uses them later must get the same copy.
const SHELL_SINGLETONS = [...USED_BY_PROFILE, 'react-dom', '@app/router', 'zustand', '@tanstack/query-core'];

test('the shell and mfe-catalogue share one React, one QueryClient and one session store', async ({
  page,
  request,
}) => {
  const student = await readyStudent(request, 'singletons');
  await loginViaUi(page, student);
  // Signed in once the shell leaves the login page; only then is /profile not guarded away.
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');
  await waitForApp(page);
  // The catalogue's profile page reads the user the shell's login stored in the session store.
  await expect(page.getByRole('main').getByText(student.email)).toBeVisible({ timeout: 20_000 });

  const share = await page.evaluate(() => {
    type Scope = Record<string, Record<string, { from: string; loaded?: boolean; useIn?: string[] }>>;
    const all = (
      globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Scope>> } }
    ).__FEDERATION__?.__SHARE__;
    const out: Record<string, ShareEntry[]> = {};
    for (const scopes of Object.values(all ?? {}))
      for (const pkgs of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(pkgs))
          out[pkg] = Object.entries(versions).map(([version, s]) => ({
            version,
            from: s.from,
            loaded: Boolean(s.loaded),
            useIn: s.useIn ?? [],
          }));
    return out;
  });

  for (const name of SHELL_SINGLETONS) {
    const versions = share[name] ?? [];
    expect(versions, `${name}: one version in the share scope`).toHaveLength(1);
    expect(versions[0], `${name}: provided by the shell`).toMatchObject({
      from: SHELL_MF_NAME,
      loaded: true,
    });
  }
  for (const name of USED_BY_PROFILE) {
    expect(share[name]?.[0]?.useIn, `${name}: used by the shell and the remote`).toEqual(
      expect.arrayContaining([SHELL_MF_NAME, mfNameOf('mfe-catalogue')]),
    );
  }
});
