import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A shell build and a released remote on disk, as the first screen reads them (index.html,
 * size-stats.json, the fonts, the registry, a manifest, a remote's server bundle), for its tests.
 */
export const SHELL_START_FILES = {
  'static/js/index.0f0f0f0f.js': 'shell entry + MF runtime',
  'static/js/async/n0.1234abcd.js': 'shell bootstrap',
  'static/css/async/9.5678abcd.css': 'shared @app/ui',
};

export function writeShellDist(dir: string, opts: { indexHtml: string; font?: string }): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), opts.indexHtml);
  writeFileSync(join(dir, 'size-stats.json'), JSON.stringify({ initial: { index: SHELL_START_FILES } }));
  if (opts.font) {
    mkdirSync(join(dir, 'static', 'font'), { recursive: true });
    writeFileSync(join(dir, 'static', 'font', opts.font), 'font');
  }
  return dir;
}

/** The registry naming mfe-catalogue 1.2.0 live, with a canary when given. */
export function catalogueRegistry(canary?: object): string {
  return JSON.stringify({
    remotes: {
      'mfe-catalogue': {
        name: 'mfe_catalogue',
        version: '1.2.0',
        entry: '/remotes/mfe-catalogue/1.2.0/mf-manifest.json',
        ...(canary ? { canary } : {}),
      },
    },
  });
}

/** mfe-catalogue 1.2.0 released into `deploy` and live, exposing its welcome page. */
export function writeCatalogueRelease(deploy: string, opts: { serverBundle?: string } = {}): string {
  const release = join(deploy, 'mfe-catalogue', '1.2.0');
  mkdirSync(join(release, 'server'), { recursive: true });
  writeFileSync(join(deploy, 'mfe-registry.json'), catalogueRegistry());
  writeFileSync(
    join(release, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
      exposes: [
        {
          path: './pages/welcome',
          assets: {
            js: { sync: ['static/js/welcome.1a2b.js'] },
            css: { sync: ['static/css/welcome.3c4d.css'] },
          },
        },
      ],
    }),
  );
  if (opts.serverBundle) writeFileSync(join(release, 'server', 'render.js'), opts.serverBundle);
  return release;
}
