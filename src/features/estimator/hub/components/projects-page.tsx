import '../namespace';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button, ButtonLink, Field, PageHeader, Select } from '@/components/ui';
import { useSession } from '@/lib/session';
import { formatMoney } from '../../cost-data/format';
import {
  formatUpdated,
  projectPath,
  PROJECT_SORTS,
  searchProjects,
  sortProjects,
  type Project,
  type ProjectSort,
} from '../model';
import {
  deleteProject,
  duplicateProject,
  loadProjects,
  onEstimatesChanged,
} from '../projects-data';

/** How long a deleted project can be brought back, in ms. */
export const UNDO_MS = 6000;

const SIGN_IN_PATH = `/estimator/auth?next=${encodeURIComponent('/estimator/projects')}`;

/** What /estimator/auth passed on after a sign-in: how many device projects moved. */
function movedFrom(state: unknown): number {
  if (typeof state !== 'object' || state === null) return 0;
  const moved = (state as { moved?: unknown }).moved;
  return typeof moved === 'number' && moved > 0 ? moved : 0;
}

/**
 * /estimator/projects: the user's estimates and plan takeoffs from this device, so
 * it works offline: search, sort, open, duplicate, and delete with Undo (the delete is done
 * only when the Undo window closes or the page is left, so Undo never has to bring back a
 * server record). Signed out: the device's projects with a note that they stay here.
 */
export default function ProjectsPage() {
  const { t, i18n } = useTranslation('estimatorHub');
  const { user, loading } = useSession();
  const location = useLocation();
  const moved = movedFrom(location.state);
  const userId = user?.id ?? null;
  const [projects, setProjects] = useState<Project[] | null>(null);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ProjectSort>('updated');
  const [pending, setPending] = useState<Project | null>(null);
  const [failed, setFailed] = useState(false);
  const pendingRef = useRef<{ project: Project; timer: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const reload = useCallback(() => {
    loadProjects(userId).then(
      (rows) => {
        setProjects(rows);
        setNow(Date.now());
      },
      () => setProjects([]),
    );
  }, [userId]);

  useEffect(() => {
    if (loading) return undefined;
    reload();
    return onEstimatesChanged(reload);
  }, [loading, reload]);

  /** Does the waiting delete now (the Undo window closed, another delete began, or the page is left). */
  const commit = useCallback(() => {
    const waiting = pendingRef.current;
    if (!waiting) return;
    pendingRef.current = null;
    window.clearTimeout(waiting.timer);
    setPending(null);
    deleteProject(waiting.project).then(
      () => setProjects((rows) => rows?.filter((p) => p.id !== waiting.project.id) ?? rows),
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', commit);
    return () => {
      window.removeEventListener('pagehide', commit);
      commit();
    };
  }, [commit]);

  const remove = (project: Project) => {
    commit();
    setFailed(false);
    const timer = window.setTimeout(commit, UNDO_MS);
    pendingRef.current = { project, timer };
    setPending(project);
  };

  const undo = () => {
    const waiting = pendingRef.current;
    if (!waiting) return;
    window.clearTimeout(waiting.timer);
    pendingRef.current = null;
    setPending(null);
  };

  const duplicate = (project: Project) => {
    setFailed(false);
    duplicateProject(project, t('projects.copyName', { name: project.name })).then(reload, () =>
      setFailed(true),
    );
  };

  const shown = useMemo(() => {
    const visible = (projects ?? []).filter((p) => p.id !== pending?.id);
    return sortProjects(searchProjects(visible, query), sort, i18n.language);
  }, [projects, pending, query, sort, i18n.language]);

  const locale = i18n.language;
  const hasAny = (projects ?? []).some((p) => p.id !== pending?.id);

  return (
    <PageHeader page="estimatorProjects">
      <div className="mt-8 space-y-6">
        {moved > 0 && (
          <p role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-900">
            {t('auth.moved', { count: moved })}
          </p>
        )}
        {!loading && !user && (
          <div
            className="rounded-lg bg-slate-100 p-4 text-slate-800"
            data-testid="projects-device-note"
          >
            <p>{t('projects.deviceNote')}</p>
            <Link
              to={SIGN_IN_PATH}
              className="mt-2 inline-block font-semibold text-orange-800 underline"
            >
              {t('projects.signIn')}
            </Link>
          </div>
        )}
        {projects === null ? (
          <p role="status">{t('projects.loading')}</p>
        ) : !hasAny ? (
          <div
            className="rounded-xl border border-slate-200 bg-slate-50 p-6"
            data-testid="projects-empty"
          >
            <h2 className="text-xl font-semibold text-slate-900">{t('projects.emptyTitle')}</h2>
            <p className="mt-2 text-slate-700">{t('projects.emptyBody')}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <ButtonLink to="/construction-estimator">{t('projects.newEstimate')}</ButtonLink>
              <ButtonLink to="/plan-estimator" variant="secondary">
                {t('projects.newTakeoff')}
              </ButtonLink>
            </div>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-end gap-3">
              <Field
                type="search"
                label={t('projects.search')}
                value={query}
                onChange={setQuery}
                className="min-w-0 flex-1"
              />
              <Select
                label={t('projects.sort')}
                value={sort}
                onChange={(value) => {
                  const picked = PROJECT_SORTS.find((s) => s === value);
                  if (picked) setSort(picked);
                }}
              >
                {PROJECT_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`projects.sortBy.${s}`)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/construction-estimator" size="sm">
                {t('projects.newEstimate')}
              </ButtonLink>
              <ButtonLink to="/plan-estimator" size="sm" variant="secondary">
                {t('projects.newTakeoff')}
              </ButtonLink>
            </div>
            {shown.length === 0 ? (
              <p>{t('projects.noMatch')}</p>
            ) : (
              <ul className="space-y-3" data-testid="projects-list">
                {shown.map((p) => (
                  <li
                    key={`${p.kind}:${p.id}`}
                    className="rounded-lg border border-slate-200 bg-white p-4"
                    data-testid="project"
                  >
                    <p className="text-sm font-medium text-slate-600">
                      {t(`projects.kind.${p.kind}`)}
                    </p>
                    <h2
                      className="mt-1 text-lg font-semibold break-words text-slate-900"
                      data-testid="project-name"
                    >
                      {p.name || t('projects.untitled')}
                    </h2>
                    {p.client && (
                      <p className="break-words text-slate-700">
                        {t('projects.client', { name: p.client })}
                      </p>
                    )}
                    <p className="text-sm text-slate-600">
                      {p.updatedMs === null
                        ? t(p.deviceOnly ? 'projects.onDevice' : 'projects.notSynced')
                        : t('projects.updated', { when: formatUpdated(p.updatedMs, now, locale) })}
                    </p>
                    {p.kind === 'estimate' && (
                      <p className="mt-1 font-semibold text-slate-900" data-testid="project-total">
                        {p.totalCents === null
                          ? t('projects.noTotal')
                          : t('projects.total', {
                              amount: formatMoney(p.totalCents, p.currency, locale),
                            })}
                      </p>
                    )}
                    <div className="mt-3 flex flex-wrap gap-2">
                      <ButtonLink to={projectPath(p)} size="sm">
                        {t('projects.open')}
                      </ButtonLink>
                      <Button size="sm" variant="secondary" onClick={() => duplicate(p)}>
                        {t('projects.duplicate')}
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => remove(p)}>
                        {t('projects.delete')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        {failed && (
          <p role="alert" className="text-sm text-red-800">
            {t('projects.failed')}
          </p>
        )}
      </div>
      {pending && (
        <div
          role="status"
          className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-900 p-4 text-white shadow-lg"
          data-testid="projects-undo"
        >
          <p className="min-w-0 break-words">{t('projects.deleted', { name: pending.name })}</p>
          <button
            type="button"
            onClick={undo}
            className="rounded-md px-3 py-2 font-semibold text-orange-300 underline hover:text-orange-200"
          >
            {t('projects.undo')}
          </button>
        </div>
      )}
    </PageHeader>
  );
}
