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
