/** Exit-intent offer (spec §2, §4, §5, §8): the watcher, its dialog and rules. */
export { ExitIntent } from './components/exit-intent';
export { audienceFor, isTopExit, mayOpen, SHOWN_KEY } from './model';
