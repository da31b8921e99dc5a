/**
 * The estimate the editor shows and its saving: it opens
 * `?id=<id>` from the device, or the owner's most recently changed estimate, keeps an undo
 * history of the user's changes (core/edit.ts), and saves every change local-first through
 * src/data/estimates.ts — typing is debounced (SAVE_DELAY_MS) and flushed when a field loses
 * focus and when the page is hidden or left, so nothing typed is lost. A change of the open
 * estimate that reaches the device from elsewhere (the sync bringing another device's edit, a
 * second tab) replaces what is shown, unless the user has a change of their own on the way.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  blankEstimate,
  createEstimate,
  duplicateEstimate,
  estimateFields,
  getEstimate,
  listEstimates,
  updateEstimate,
  watchEstimate,
  type EstimateFields,
  type EstimateRecord,
} from '@/data/estimates';
import { useSession } from '@/lib/session';
import { dropDraft, keepDraft, readDraft } from './draft';
import { changedFields, fieldsDiffering, ownWriteShown } from './patch';
import { record, startHistory, undo as undoOnce, type History } from '../core/edit';
import { currencyForLanguage, startingSettings } from './settings';

/** How long typing may pause before the change is written to the device, ms. */
export const SAVE_DELAY_MS = 500;

/** How many of the editor's own writes of one estimate are told apart from others' changes. */
const OWN_WRITES_KEPT = 50;

/**
 * Writes a draft left by a page that closed mid-save into the estimate, then drops it. Only
 * the fields the stored estimate lacks: the draft of a write that did land changes nothing
 * (writing it again queued a second update of the same fields, which the sync could show as
 * a conflict with the first).
 */
async function applyDraft(id: string): Promise<void> {
  const draft = readDraft(id);
  if (!draft) return;
  try {
    const row = await getEstimate(id);
    const patch = row ? fieldsDiffering(estimateFields(row), draft) : draft;
    if (Object.keys(patch).length > 0) await updateEstimate(id, patch);
  } finally {
    dropDraft(id);
  }
}

/** What the editor has open. */
export type EditorState =
  | { readonly kind: 'loading' }
  /** No estimate of this owner on the device (no id given): offer a new one. */
  | { readonly kind: 'none' }
  /** The id given is not on this device. */
  | { readonly kind: 'missing' }
  | {
      readonly kind: 'ready';
      readonly id: string;
      readonly owner: string;
      readonly history: History<EstimateFields>;
    };

/** The editor's state for a stored estimate, its fields as the start of the history. */
function readyState(row: EstimateRecord): Extract<EditorState, { kind: 'ready' }> {
  return {
    kind: 'ready',
    id: row.id,
    owner: row.owner,
    history: startHistory(estimateFields(row)),
  };
}

export interface EstimateEditor {
  readonly state: EditorState;
  /** Whether the last write to the device failed (storage full or blocked). */
  readonly saveFailed: boolean;
  /** Makes `next` the estimate (undoable) and saves it after SAVE_DELAY_MS. */
  readonly change: (next: EstimateFields) => void;
  readonly undo: () => void;
  /** Writes a pending change now. */
  readonly flush: () => void;
  /** Starts a new estimate of the current owner and opens it. */
  readonly startNew: (name: string, language: string) => Promise<void>;
  /** Copies the open estimate under `name` and opens the copy. */
  readonly duplicate: (name: string) => Promise<void>;
}

/** The editor's estimate, from the URL's `id` or the owner's newest. */
export function useEstimateEditor(): EstimateEditor {
  const session = useSession();
  const userId = session.loading ? undefined : (session.user?.id ?? null);
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [state, setState] = useState<EditorState>({ kind: 'loading' });
  const [saveFailed, setSaveFailed] = useState(false);
  const pending = useRef<{ id: string; fields: EstimateFields } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const writing = useRef<Promise<unknown>>(Promise.resolve());
  // Writes started and not yet settled: while one is on its way the stored row may be older.
  const inFlight = useRef(0);
  // The newest write started and not yet settled. A page closed (a reload) while it is on its
  // way keeps its fields as a draft too: an IndexedDB write the page started may not land.
  const unsettled = useRef<{ id: string; fields: EstimateFields; drafted: boolean } | null>(null);
  // Per estimate, the fields as last loaded or written: a save sends only what differs.
  const written = useRef(new Map<string, EstimateFields>());
  // Per estimate, the fields as loaded and as each write since set them, oldest first, back to
  // the last one the watch showed: a row equal to one of them is this editor's own write.
  const own = useRef(new Map<string, EstimateFields[]>());
  const noteOwn = useCallback((estimateId: string, fields: EstimateFields, fresh = false) => {
    const list = fresh ? [] : (own.current.get(estimateId) ?? []);
    list.push(fields);
    // Bounded: a write whose row never shows (it failed) is not kept for ever.
    own.current.set(estimateId, list.slice(-OWN_WRITES_KEPT));
  }, []);

  const flush = useCallback(
    (closing = false) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const next = pending.current;
      pending.current = null;
      if (!next) {
        const onItsWay = unsettled.current;
        if (closing && onItsWay) {
          keepDraft(onItsWay.id, onItsWay.fields);
          onItsWay.drafted = true;
        }
        return;
      }
      if (closing) keepDraft(next.id, next.fields);
      const base = written.current.get(next.id);
      const patch = base ? changedFields(base, next.fields) : next.fields;
      written.current.set(next.id, next.fields);
      noteOwn(next.id, next.fields);
      const entry = { ...next, drafted: closing };
      unsettled.current = entry;
      inFlight.current += 1;
      // Writes go one after another, so an older one never lands after a newer one.
      writing.current = writing.current
        .then(() => updateEstimate(next.id, patch))
        .then(
          () => {
            // The draft holds the newest fields: dropped once they are written, not when an
            // older write of the same estimate lands.
            const newer = unsettled.current !== entry ? unsettled.current : null;
            if (entry.drafted && !(newer?.id === entry.id && newer.drafted)) dropDraft(entry.id);
            setSaveFailed(false);
          },
          () => {
            // Not written: the next save sends every field again.
            written.current.delete(next.id);
            setSaveFailed(true);
          },
        )
        .finally(() => {
          inFlight.current -= 1;
          if (unsettled.current === entry) unsettled.current = null;
        });
    },
    [noteOwn],
  );

  const schedule = useCallback(
    (estimateId: string, fields: EstimateFields) => {
      pending.current = { id: estimateId, fields };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  // Open the estimate of the URL, or the owner's newest (put into the URL, so a reload keeps it).
  useEffect(() => {
    if (userId === undefined) return undefined;
    let live = true;
    const open = async (): Promise<EditorState> => {
      if (id) {
        await applyDraft(id);
        const row = await getEstimate(id);
        if (!row || (row.owner !== '' && row.owner !== userId)) return { kind: 'missing' };
        return readyState(row);
      }
      const rows = await listEstimates(userId);
      const newest = rows.find((r) => r.owner === (userId ?? '')) ?? rows[0];
      if (!newest) return { kind: 'none' };
      return readyState(newest);
    };
    open().then(
      (next) => {
        if (!live) return;
        if (next.kind === 'ready' && !written.current.has(next.id)) {
          written.current.set(next.id, next.history.present);
          noteOwn(next.id, next.history.present, true);
        }
        setState((current) =>
          // Keep the open history when the URL only caught up with the estimate shown.
          current.kind === 'ready' && next.kind === 'ready' && current.id === next.id
            ? current
            : next,
        );
        if (!id && next.kind === 'ready') setParams({ id: next.id }, { replace: true });
      },
      () => live && setState({ kind: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [id, userId, setParams, noteOwn]);

  // A change from elsewhere (the sync, another tab) replaces what is shown, with a fresh undo
  // history (undoing past it would write the older version back over it). Skipped while the
  // user's own change waits or is being written: their write goes on top, field by field.
  const openId = state.kind === 'ready' ? state.id : null;
  useEffect(() => {
    if (!openId) return undefined;
    return watchEstimate(openId, (row) => {
      if (!row || pending.current?.id === openId || inFlight.current > 0) return;
      const stored = estimateFields(row);
      const mine = own.current.get(openId) ?? [];
      if (mine.length === 0) return;
      const shown = ownWriteShown(mine, stored);
      if (shown >= 0) {
        // The editor's own write (perhaps an older one, read before the newest landed): the
        // writes before it are past.
        own.current.set(openId, mine.slice(shown));
        return;
      }
      written.current.set(openId, stored);
      own.current.set(openId, [stored]);
      setState((current) =>
        current.kind === 'ready' && current.id === openId
          ? { ...current, history: startHistory(stored) }
          : current,
      );
    });
  }, [openId]);

  // Nothing typed is lost: write when the page is hidden, left or closed.
  useEffect(() => {
    const onHide = () => flush(true);
    const onVisibility = () => document.visibilityState === 'hidden' && flush(true);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  const change = useCallback(
    (next: EstimateFields) => {
      setState((current) => {
        if (current.kind !== 'ready') return current;
        schedule(current.id, next);
        return { ...current, history: record(current.history, next) };
      });
    },
    [schedule],
  );

  const undo = useCallback(() => {
    setState((current) => {
      if (current.kind !== 'ready' || current.history.past.length === 0) return current;
      const history = undoOnce(current.history);
      schedule(current.id, history.present);
      return { ...current, history };
    });
  }, [schedule]);

  const openRecord = useCallback(
    (row: EstimateRecord) => {
      const next = readyState(row);
      written.current.set(row.id, next.history.present);
      noteOwn(row.id, next.history.present, true);
      setState(next);
      setParams({ id: row.id });
    },
    [setParams, noteOwn],
  );

  /**
   * Opens the estimate `make` returns. The open one leaves the screen at once (typing while
   * the new one is made must not land in the old one); if making it fails, `previous` opens
   * again and the failure shows.
   */
  const openMade = useCallback(
    async (previous: string | null, make: () => Promise<EstimateRecord>) => {
      flush();
      setState({ kind: 'loading' });
      try {
        await writing.current;
        openRecord(await make());
      } catch {
        setSaveFailed(true);
        const row = previous ? await getEstimate(previous) : undefined;
        setState(row ? readyState(row) : { kind: 'none' });
      }
    },
    [flush, openRecord],
  );

  const startNew = useCallback(
    (name: string, language: string) =>
      openMade(id, async () => {
        const owner = userId ?? null;
        const rows = await listEstimates(owner);
        const fields: EstimateFields = {
          ...blankEstimate(name, currencyForLanguage(language)),
          settings: startingSettings(rows, owner ?? ''),
        };
        return createEstimate(fields, owner);
      }),
    [openMade, id, userId],
  );

  const duplicate = useCallback(
    async (name: string) => {
      if (state.kind !== 'ready') return;
      const source = state.id;
      await openMade(source, () => duplicateEstimate(source, name));
    },
    [openMade, state],
  );

  const flushNow = useCallback(() => flush(), [flush]);
  return { state, saveFailed, change, undo, flush: flushNow, startNew, duplicate };
}
