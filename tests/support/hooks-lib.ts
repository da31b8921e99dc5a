/**
 * Loads a CommonJS module of pb_hooks/lib (written for PocketBase's goja VM) into Node for
 * unit tests, typed by the caller.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * @param name file name under pb_hooks/lib, e.g. "static.js"
 * @returns the module's exports, for the caller to type
 */
export function loadHooksLib(name: string): unknown {
  return require(`../../pb_hooks/lib/${name}`);
}
