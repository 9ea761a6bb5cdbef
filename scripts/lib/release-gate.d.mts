export declare const SHELL_CONTRACT_FILE: string;
export declare const REMOTE_CONTRACT_FILE: string;
export declare class JsonAssetPlugin {
  constructor(fileName: string, data: unknown);
  // biome-ignore lint/suspicious/noExplicitAny: an rspack compiler
  apply(compiler: any): void;
}
export declare function gateProblems(options: {
  shellDist: string;
  remote: string;
  dist: string;
  budgets?: { remoteEntryKb?: number };
}): string[];
