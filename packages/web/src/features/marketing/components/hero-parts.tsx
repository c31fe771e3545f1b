import type { DemoFor } from '@/config/constants';
import { useT } from '@/lib/i18n/language-context';
import { marketingCatalogue } from '../i18n/en';
import { HERO_FADE_MS } from '@/config/constants';
import type { HeroSlide } from '@/content/slides';
import classes from './hero.module.css';

type Props = {
  slides: readonly { id: DemoFor; highlight: string }[];
  active: number;
  paused: boolean;
  onShow: (index: number) => void;
  onTogglePause: () => void;
};

/** Under the hero's slides: a dot for each slide, and pause or play. */
export function HeroControls({ slides, active, paused, onShow, onTogglePause }: Props) {
  const t = useT(marketingCatalogue);
  return (
    <div className={classes.controls}>
      {slides.map((s, i) => (
        <button
          key={s.id}
          type="button"
          className={classes.dot}
          aria-label={t('slide.show', { highlight: s.highlight })}
          aria-current={i === active}
          onClick={() => onShow(i)}
        />
      ))}
      <button
        type="button"
        className={classes.pause}
        onClick={onTogglePause}
        aria-label={paused ? t('play.aria') : t('pause.aria')}
      >
        {paused ? t('play') : t('pause')}
      </button>
    </div>
  );
}

type ArtProps = { slides: readonly HeroSlide[]; active: number; size: { width: number; height: number } };

/** The hero's pictures, one per slide, faded in with their slide; the first loads first. */
export function HeroArt({ slides, active, size }: ArtProps) {
  return (
    <div className={classes.art}>
      {slides.map((s, i) => (
        <img
          key={s.id}
          src={s.src}
          alt={s.alt}
          width={size.width}
          height={size.height}
          className={classes.image}
          data-active={i === active || undefined}
          aria-hidden={i !== active}
          decoding="async"
          fetchPriority={i === 0 ? 'high' : 'low'}
          style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
        />
      ))}
    </div>
  );
}
