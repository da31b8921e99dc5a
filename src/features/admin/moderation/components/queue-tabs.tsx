import { Link } from 'react-router-dom';

interface QueueTabsProps<Q extends string> {
  /** The accessible name of the tab row. */
  readonly label: string;
  /** The query parameter the tabs set, e.g. "queue". */
  readonly param: string;
  readonly queues: readonly Q[];
  readonly current: Q;
  readonly name: (queue: Q) => string;
}

/**
 * The queues of a page as links that set `?param=queue` (so a queue can be bookmarked and
 * the back button works); the open one is marked `aria-current`. Scrolls sideways inside its
 * own box on a narrow phone.
 */
export function QueueTabs<Q extends string>({
  label,
  param,
  queues,
  current,
  name,
}: QueueTabsProps<Q>) {
  return (
    <nav aria-label={label} className="mt-6 overflow-x-auto border-b border-slate-300">
      <ul className="flex gap-1">
        {queues.map((queue) => {
          const open = queue === current;
          return (
            <li key={queue}>
              <Link
                to={`?${new URLSearchParams({ [param]: queue }).toString()}`}
                aria-current={open ? 'page' : undefined}
                className={`-mb-px inline-block whitespace-nowrap border-b-2 px-4 py-2 font-medium ${
                  open
                    ? 'border-blue-800 text-blue-900'
                    : 'border-transparent text-slate-700 hover:text-slate-900'
                }`}
              >
                {name(queue)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
