import { useCallback, useEffect, useRef, useState } from 'react';
import {
  addPlan,
  getPlan,
  latestPlan,
  updatePlan,
  type PlanChanges,
  type PlanRow,
} from '@/data/plans';

/** The plan on screen: still being read from the device, none yet, or one. */
export type PlanState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'none' }
  | { readonly kind: 'ready'; readonly plan: PlanRow };

/**
 * The plan the page shows: `requested` (the page's `?plan=<id>`, from /estimator/projects) when
 * it is on this device, else the one changed last (read after the first render),
 * a newly opened file, and its changes, each written to IndexedDB in order (src/data/plans.ts).
 * @returns the state; `open` keeps a file as a new plan (rejects with PlanFileError or a
 *   storage error); `change` applies changes at once on screen and then stores them (rejects
 *   when they are not valid or the device refuses the write)
 */
export function usePlan(requested: string | null = null): {
  state: PlanState;
  open: (file: File) => Promise<void>;
  change: (changes: PlanChanges) => Promise<void>;
} {
  const [state, setState] = useState<PlanState>({ kind: 'loading' });
  const current = useRef<PlanRow | null>(null);
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    let live = true;
    const read = async () => (requested ? await getPlan(requested) : undefined) ?? latestPlan();
    void read().then(
      (plan) => {
        if (!live) return;
        current.current = plan ?? null;
        setState(plan ? { kind: 'ready', plan } : { kind: 'none' });
      },
      () => {
        if (live) setState({ kind: 'none' });
      },
    );
    return () => {
      live = false;
    };
  }, [requested]);
  const open = useCallback(async (file: File) => {
    const plan = await addPlan({
      name: file.name,
      type: file.type,
      data: await file.arrayBuffer(),
    });
    current.current = plan;
    setState({ kind: 'ready', plan });
  }, []);
  const change = useCallback((changes: PlanChanges) => {
    const plan = current.current;
    if (!plan) return Promise.resolve();
    const next: PlanRow = {
      ...plan,
      page: changes.page ?? plan.page,
      unit: changes.unit ?? plan.unit,
      scales: changes.scales ?? plan.scales,
      measurements: changes.measurements ?? plan.measurements,
    };
    current.current = next;
    setState({ kind: 'ready', plan: next });
    const write = writes.current.then(() => updatePlan(plan.id, changes));
    writes.current = write.catch(() => undefined);
    return write.then(() => undefined);
  }, []);
  return { state, open, change };
}
