import { expect, type Page } from '@playwright/test';

/** A toast the page showed: its severity (`data-severity`), its live region, its text as it appeared (spaces collapsed). */
export interface SeenToast {
  severity: string;
  region: 'polite' | 'assertive' | null;
  text: string;
}

const BINDING = '__arboraToastSeen';

/**
 * Runs in the page: a MutationObserver that reports each toast (`[data-severity]`, shared/ui's
 * ToastItem) as it is added to the document, with its live region and its text. Once per document.
 */
function observeToasts(binding: string) {
  const win = window as unknown as Record<string, unknown>;
  if (win.__arboraToastObserver) return;
  const report = (element: Element) => {
    const region = element.closest('[aria-live]')?.getAttribute('aria-live');
    (win[binding] as (toast: SeenToast) => Promise<void>)({
      severity: element.getAttribute('data-severity') ?? '',
      region: region === 'polite' || region === 'assertive' ? region : null,
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    }).catch(() => undefined);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('[data-severity]')) report(node);
        node.querySelectorAll('[data-severity]').forEach(report);
      }
  });
  observer.observe(document, { childList: true, subtree: true });
  win.__arboraToastObserver = observer;
}

/**
 * Records every toast the page shows from now on, in this document and in every later one. A
 * toast lives 3000 ms (SPEC 8, 9: TOAST_LIFE_MS), which a slow machine can spend between a click
 * and an assertion on the toast still on screen: a test asserts on what was recorded instead.
 * Call it before the action that shows the toast (best: before the first `goto`).
 */
export async function recordToasts(page: Page) {
  const seen: SeenToast[] = [];
  await page.exposeBinding(BINDING, (_source, toast: SeenToast) => void seen.push(toast));
  await page.addInitScript(observeToasts, BINDING);
  // The document already open (not a blank page) is watched from now on too.
  if (page.url() !== 'about:blank') await page.evaluate(observeToasts, BINDING);
  return {
    seen,
    /** Waits until a toast whose text contains `text` was shown (of this severity, in this live region). */
    async expectShown(text: string, { severity, region }: { severity?: string; region?: SeenToast['region'] } = {}) {
      const kept = (toast: SeenToast) =>
        (severity === undefined || toast.severity === severity) && (region === undefined || toast.region === region);
      await expect
        .poll(() => seen.filter(kept).map((toast) => toast.text), {
          message: `a toast « ${text} » (severity ${severity ?? 'any'}, region ${region ?? 'any'}) was shown`,
        })
        .toContainEqual(expect.stringContaining(text));
    },
  };
}
