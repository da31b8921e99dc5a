import { Link } from 'react-router-dom';

/**
 * What a page for signed-in users shows to a visitor: why to sign in, and a link to /auth
 * that comes back to `next` afterwards.
 */
export function SignInPrompt({
  message,
  action,
  next,
}: {
  message: string;
  action: string;
  next: string;
}) {
  return (
    <div className="mt-6">
      <p className="text-slate-700">{message}</p>
      <Link to={`/auth?next=${encodeURIComponent(next)}`} className="btn-primary mt-3 inline-flex">
        {action}
      </Link>
    </div>
  );
}
