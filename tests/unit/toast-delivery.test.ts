import { describe, expect, it } from 'vitest';
import type { toast as sonnerToast } from 'sonner';
import { i18nReady } from '@/i18n';
import { toastDelivery, toasterMounted } from '@/lib/toast';

/** What the toast host was asked to show: kind, title and options, in order. */
const shown: { kind: string; title: string; options: unknown }[] = [];
const host = {
  info: (title: string, options: unknown) => shown.push({ kind: 'info', title, options }),
  error: (title: string, options: unknown) => shown.push({ kind: 'error', title, options }),
} as unknown as typeof sonnerToast;
toasterMounted(host);

/** Lets the toast raised now reach the host (it waits for the host's promise). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toastDelivery', () => {
  it('says sent only when the server has the write, queued when it waits, with the description', async () => {
    await i18nReady;
    shown.length = 0;
    toastDelivery('sent', { sent: 'Hire request sent', waiting: 'Saved', description: 'Fee $1' });
    toastDelivery('waiting', {
      sent: 'Hire request sent',
      waiting: 'Saved',
      description: 'Fee $1',
    });
    toastDelivery('waiting', { sent: 'Saved and sent', waiting: 'Saved on this device' });
    await settle();
    expect(shown).toEqual([
      { kind: 'info', title: 'Hire request sent', options: { description: 'Fee $1' } },
      { kind: 'info', title: 'Saved', options: { description: 'Fee $1' } },
      { kind: 'info', title: 'Saved on this device', options: {} },
    ]);
  });

  it('shows the refusal as an error, not the form’s success message', async () => {
    await i18nReady;
    shown.length = 0;
    toastDelivery('refused', { sent: 'Hire request sent', waiting: 'Saved' });
    await settle();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.kind).toBe('error');
    expect(shown[0]?.title).not.toMatch(/Hire request sent|Saved/);
    expect(shown[0]?.title).toBe('1 change was not accepted');
  });
});
