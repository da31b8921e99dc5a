/** Session feature: who is signed in, whether they are admin, and sign-out (spec §4). */
export { SessionProvider } from './components/session-provider';
export { useSession, type SessionState } from './session-context';
export { hasContractorTools, type SessionUser } from './model';
