export declare const REMOTES: readonly string[];
export declare const SHELL_MF_NAME: string;
export declare const SHELL_DEV_PORT: number;
export declare const API_DEV_PORT: number;
export declare const CONTRACT_VERSION: number;
export declare function mfNameOf(remote: string): string;
export declare function devPortOf(remote: string): number;
