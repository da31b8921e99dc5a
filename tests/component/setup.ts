// Each component test file starts with the app's CSS and its English interface loaded.
import '@/index.css';
import { i18nReady } from '@/i18n';

await i18nReady;
