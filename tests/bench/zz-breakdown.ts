import { chromium } from 'playwright-core';
import { capturePeerConnections, ringPatient, signInPatientForCalls } from '../e2e/fixtures/calls';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { startStack } from '../support/stack.mjs';
const INIT = `(() => {
  const w = window; w.__t = [];
  const mark = (l) => w.__t.push([l, performance.now()]);
  w.__mark = mark;
  document.addEventListener('click', () => mark('click'), true);
  const gum = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (c) => { mark('gum start'); const s = await gum(c); mark('gum done'); return s; };
  const P = RTCPeerConnection.prototype;
  for (const m of ['createOffer', 'setLocalDescription', 'setRemoteDescription']) { const o = P[m]; P[m] = function (...a) { mark(m + ' ' + (a[0] && a[0].type || '')); return o.apply(this, a); }; }
  const Orig = w.RTCPeerConnection;
  w.RTCPeerConnection = class extends Orig { constructor(...a) { super(...a); mark('pc new'); this.addEventListener('connectionstatechange', () => mark('conn ' + this.connectionState)); this.addEventListener('track', (e) => mark('track ' + e.track.kind)); } };
})();`;
const POLL = `(async () => { const w = window; while (true) { for (const pc of w.__ehpPeers) { const st = await pc.getStats(); let d = 0; st.forEach((r) => { if (r.type === 'inbound-rtp' && r.kind === 'video') d += r.framesDecoded || 0; }); if (d > 0) { w.__mark('frame'); return; } } await new Promise((r) => setTimeout(r, 5)); } })()`;
const stack = await startStack();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (let run = 1; run <= 4; run++) {
    const context = await browser.newContext({ baseURL: stack.portal.url });
    await context.addInitScript(INIT);
    await capturePeerConnections(context);
    const page = await context.newPage();
    await page.goto('/');
    const patient = await signInPatientForCalls(page, stack.mock.url, `B ${run}`);
    await ringPatient(stack.mock.url, patient.user_id);
    await page.getByRole('alertdialog').waitFor();
    await page.waitForTimeout(1000);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept', exact: true }).click();
    await page.evaluate(POLL);
    const t = (await page.evaluate('window.__t')) as [string, number][];
    const c = t.find(([l]) => l === 'click')![1];
    console.log(`run ${run}: ` + t.filter(([, v]) => v >= c - 1).map(([l, v]) => `${l}@${(v - c).toFixed(0)}`).join(', '));
    await context.close();
  }
} finally { await browser.close(); await stack.stop(); }
