/**
 * What a repository needs to queue a write in the outbox, as one module loaded on demand
 * (loaders.ts `outboxWriter`): a form loads it when it opens, so a write made after the
 * connection has gone still finds it.
 */
export { enqueue, outboxEntry } from './outbox';
export { newRecordId } from './record-id';
