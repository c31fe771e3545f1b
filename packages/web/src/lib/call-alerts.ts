// System notifications for incoming calls while the tab is in the background (issue 25). The
// permission is asked only when the patient presses "Turn on call alerts" on an online appointment,
// never on load; the call feature shows the notice when a call rings in a hidden tab.

export type CallAlertPermission = 'unsupported' | 'default' | 'granted' | 'denied';

const api = (): typeof Notification | null =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;

export function callAlertPermission(): CallAlertPermission {
  const N = api();
  return N ? N.permission : 'unsupported';
}

/** Asks the browser (after a press); resolves to the answer. */
export async function requestCallAlerts(): Promise<CallAlertPermission> {
  const N = api();
  if (!N) return 'unsupported';
  try {
    return await N.requestPermission();
  } catch {
    return N.permission;
  }
}

/**
 * Shows a system notice when the page is hidden and alerts are allowed; returns its close function
 * (a no-op otherwise). Clicking it brings this tab forward.
 */
export function showCallAlert(title: string, body: string, tag: string): () => void {
  const N = api();
  if (!N || N.permission !== 'granted' || typeof document === 'undefined' || !document.hidden) return () => {};
  try {
    const notice = new N(title, { body, tag, requireInteraction: true });
    notice.onclick = () => {
      window.focus();
      notice.close();
    };
    return () => notice.close();
  } catch {
    // Some browsers only allow notifications from a service worker: the tone still rings.
    return () => {};
  }
}
