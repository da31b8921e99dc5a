/**
 * The projects list's reads and writes on the device, through the repositories
 * (src/data/estimates.ts, src/data/plans.ts).
 */
import { onChanged } from '@/data/changes';
import {
  adoptDeviceEstimates,
  deleteEstimate,
  duplicateEstimate,
  listEstimates,
} from '@/data/estimates';
import { addPlan, deletePlan, getPlan, listPlans, updatePlan } from '@/data/plans';
import { toProjects, type Project } from './model';

/** The estimates `userId` sees on this device (null: signed out) and the device's plans. */
export async function loadProjects(userId: string | null): Promise<Project[]> {
  const [estimates, plans] = await Promise.all([listEstimates(userId), listPlans()]);
  return toProjects(estimates, plans);
}

/** Calls `listener` when sync has changed estimates on this device. @returns stop */
export function onEstimatesChanged(listener: () => void): () => void {
  return onChanged((notice) => {
    if (notice.table === 'estimates') listener();
  });
}

/**
 * A copy of a project named `name`: an estimate through duplicateEstimate (owned as the
 * original), a plan as a new plan with the same file, page, unit, scales and measurements.
 * @throws Error when the project is no longer on the device, or the device refuses the write
 */
export async function duplicateProject(project: Project, name: string): Promise<void> {
  if (project.kind === 'estimate') {
    await duplicateEstimate(project.id, name);
    return;
  }
  const plan = await getPlan(project.id);
  if (!plan) throw new Error(`No local plan ${project.id}`);
  const copy = await addPlan({ name, type: plan.type, data: plan.data.slice(0) });
  await updatePlan(copy.id, {
    page: plan.page,
    unit: plan.unit,
    scales: plan.scales,
    measurements: plan.measurements,
  });
}

/** Deletes a project (an account's estimate: queued for the server, sent once). */
export function deleteProject(project: Pick<Project, 'kind' | 'id'>): Promise<void> {
  return project.kind === 'estimate' ? deleteEstimate(project.id) : deletePlan(project.id);
}

/** The ids of the estimates made signed out on this device (owner ''). */
export async function deviceEstimateIds(): Promise<string[]> {
  return (await listEstimates(null)).map((e) => e.id);
}

/**
 * Moves the device's signed-out estimates to `userId` (adoptDeviceEstimates; sync may have
 * done so already) and counts how many of `seen` (device-only before the sign-in) now belong
 * to the account.
 * @returns how many were moved
 */
export async function moveDeviceEstimates(
  userId: string,
  seen: readonly string[],
): Promise<number> {
  await adoptDeviceEstimates(userId);
  if (seen.length === 0) return 0;
  const mine = new Set(
    (await listEstimates(userId)).filter((e) => e.owner === userId).map((e) => e.id),
  );
  return seen.filter((id) => mine.has(id)).length;
}
