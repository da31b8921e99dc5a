/** Exit-intent offer: the watcher, its dialog and rules. */
export { ExitIntent } from './components/exit-intent';
export { audienceFor, isTopExit, mayOpen, SHOWN_KEY } from './model';
