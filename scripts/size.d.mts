import type { RspackPluginInstance } from '@rsbuild/core';
export declare const REMOTES: readonly string[];
export declare const SIZE_STATS_FILE: string;
export declare class InitialChunksStatsPlugin implements RspackPluginInstance {
  apply: RspackPluginInstance['apply'];
}
