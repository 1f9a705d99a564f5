// Types of bin/build.mjs (plain JavaScript, so `npm start` runs it before anything is compiled)
// for the TypeScript that calls it (bench/compiled.ts).
export declare const DIST: string;
export declare function transpile(root: string, files: readonly string[], outdir: string): Promise<void>;
export declare function build(files?: readonly string[], digest?: string): Promise<number>;
export declare function ensureBuilt(): Promise<void>;
