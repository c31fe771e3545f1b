import { useState } from 'react';
import { FlaskIcon } from '@/components/icons';
import { imageUrls } from '@/lib/image-urls';
import classes from './nav.module.css';

/** The lab's logo at a fixed size; a flask icon when the image cannot load. Decorative: the name sits beside it. */
export function LabLogo({ labId }: { labId: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className={`${classes.labLogo} ${classes.labFallback}`} data-testid="lab-logo-fallback">
        <FlaskIcon size={18} />
      </span>
    );
  }
  return (
    <img
      src={imageUrls.labLogo(labId)}
      alt=""
      width={28}
      height={28}
      loading="lazy"
      decoding="async"
      className={classes.labLogo}
      onError={() => setFailed(true)}
    />
  );
}
