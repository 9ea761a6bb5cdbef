type SharedConfig = { singleton: true; requiredVersion: string };
export declare const SINGLETONS: readonly string[];
export declare function federationShared(pkgDir: string): Record<string, SharedConfig>;
export declare const federationCommon: {
  shareStrategy: 'loaded-first';
  dts: false;
  dev: false;
  manifest: { fileName: string };
};
export declare function mfRuntimeEsmAliases(pkgDir: string): Record<string, string>;
export declare function productionBuildAliases(pkgDir: string): Record<string, string>;
export declare function federationAliases(pkgDir: string): Record<string, string>;

export interface RemoteConfigOptions {
  /** The remote's folder, holding its package.json: `import.meta.dirname`. */
  dir: string;
  /** Html title of the dev harness page. */
  title: string;
  /** `'./pages/<route>' | './widgets/<widget>'` -> source file. */
  exposes: Record<string, string>;
}
/**
 * What `defineConfig` of @rsbuild/core takes. Written without @rsbuild/core's types, which
 * this folder cannot resolve; the plugins are rsbuild plugins.
 */
export interface RemoteRsbuildConfig {
  plugins: { name: string; setup(api: unknown): void | Promise<void> }[];
  source: { entry: Record<string, string> };
  resolve: { alias: Record<string, string> };
  html: { title: string; template: string };
  output: { assetPrefix: 'auto'; distPath: { root: string } };
  server: {
    port: number;
    host: string;
    strictPort: boolean;
    cors: { origin: string[] };
    historyApiFallback: boolean;
    proxy: Record<string, string>;
  };
}
export declare function defineRemoteConfig(
  options: RemoteConfigOptions,
): (env: { command: string }) => Promise<RemoteRsbuildConfig>;
