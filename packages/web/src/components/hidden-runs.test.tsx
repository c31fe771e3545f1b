import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { HiddenRuns } from './hidden-runs';

describe('HiddenRuns', () => {
  it('when a run is bracketed, then it is visually hidden and the rest is shown, in the message order', () => {
    expect(
      renderToStaticMarkup(
        <a href="/x">
          <HiddenRuns text="Learn more[ about Telemedicine]" />
        </a>,
      ),
    ).toBe('<a href="/x">Learn more<span class="visually-hidden"> about Telemedicine</span></a>');
    expect(renderToStaticMarkup(<HiddenRuns text="[ٹیلی میڈیسن کے بارے میں ]مزید جانیں" />)).toBe(
      '<span class="visually-hidden">ٹیلی میڈیسن کے بارے میں </span>مزید جانیں',
    );
  });

  it('when nothing is bracketed, then the text is shown as it is', () => {
    expect(renderToStaticMarkup(<HiddenRuns text="See packages" />)).toBe('See packages');
  });
});
