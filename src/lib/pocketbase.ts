/**
 * The one PocketBase JS SDK client of the app (ARCHITECTURE.md "Layout": lib/pocketbase.ts).
 * Only `src/data/sync` and `features/<name>/api.ts` may import it; lint enforces that.
 */
import PocketBase from 'pocketbase';
import { config } from './config';

/** Shared client (a relative base URL means this origin); its auth store persists the session in localStorage (`pocketbase_auth`). */
export const pb = new PocketBase(config.pocketbaseUrl ?? '/');
