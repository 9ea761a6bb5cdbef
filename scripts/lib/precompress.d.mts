import type { RsbuildPlugin } from '@rsbuild/core';
export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
export declare function brotli(buf: Buffer): Buffer;
export declare function gzip(buf: Buffer): Buffer;
export declare function precompressDir(dir: string): string[];
export declare function pluginPrecompress(): RsbuildPlugin;
