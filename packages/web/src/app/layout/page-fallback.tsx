import { Loader } from '@mantine/core';

/** Shown while a page's chunk loads; tall enough that the footer does not jump when the page arrives. */
export function PageFallback() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', paddingTop: '4rem' }} role="status">
      <Loader aria-hidden="true" />
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}
