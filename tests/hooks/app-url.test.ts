import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

const { defaultsReplaced } = loadHooksLib('app-url.js') as {
  defaultsReplaced: (
    meta: { appName: string; appURL: string },
    appUrl: string,
  ) => { appName: string; appURL: string };
};

describe('pb_hooks/lib/app-url.js', () => {
  it('replaces PocketBase’s “Acme” and localhost:8090 with the product’s name and address', () => {
    expect(
      defaultsReplaced(
        { appName: 'Acme', appURL: 'http://localhost:8090' },
        'http://127.0.0.1:8097/',
      ),
    ).toEqual({ appName: 'TradesMarket', appURL: 'http://127.0.0.1:8097' });
  });

  it('leaves what staff set, and a default URL without a usable APP_URL', () => {
    expect(
      defaultsReplaced(
        { appName: 'Roof Finder', appURL: 'https://roofs.example' },
        'http://x.test',
      ),
    ).toEqual({ appName: 'Roof Finder', appURL: 'https://roofs.example' });
    expect(defaultsReplaced({ appName: 'Acme', appURL: 'http://localhost:8090' }, '')).toEqual({
      appName: 'TradesMarket',
      appURL: 'http://localhost:8090',
    });
    expect(
      defaultsReplaced({ appName: 'Acme', appURL: 'http://localhost:8090' }, 'javascript:alert(1)'),
    ).toMatchObject({ appURL: 'http://localhost:8090' });
  });
});
