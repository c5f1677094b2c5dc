// The part of madge's API the tests use (the package ships no types; the `cycles` script runs its CLI).
declare module "madge" {
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
    excludeRegExp?: RegExp[];
    detectiveOptions?: Record<string, { skipTypeImports?: boolean; skipAsyncImports?: boolean }>;
  }
  interface MadgeResult {
    /** Each module (relative to baseDir) and the modules it imports. */
    obj(): Record<string, string[]>;
  }
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
