import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { HERO_FADE_MS, HERO_ROTATION_MS, type DemoFor } from '@/config/constants';
import * as companyContent from '@/content/company';
import * as slidesContent from '@/content/slides';
import { signUpPathForSlide } from '../lib/signup-target';
import { useReducedMotion } from '../lib/use-reduced-motion';
import classes from './hero.module.css';
import { HeroArt, HeroControls } from './hero-parts';
import { useContent, useT } from '@/lib/i18n/language-context';
import { marketingCatalogue } from '../i18n/en';

type Props = { onRequestDemo: (demoFor: DemoFor) => void };

/** Rotates the three product slides every 2.3 s with a 0.5 s fade; still for reduced-motion users or when paused. */
export function Hero({ onRequestDemo }: Props) {
  const { HERO_IMAGE_SIZE, heroSlides } = useContent(slidesContent, 'slides');
  const { company } = useContent(companyContent, 'company');
  const t = useT(marketingCatalogue);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduceMotion = useReducedMotion();
  const rotating = !paused && !reduceMotion;

  const slideCount = heroSlides.length;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % slideCount), HERO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, active, slideCount]);

  const slide = heroSlides[active];

  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.inner}>
        <div className={classes.copy}>
          <h1 id="hero-title" className={classes.eyebrow}>
            {company.name}: {company.tagline}
          </h1>
          <div
            className={classes.stack}
            aria-roledescription="carousel"
            aria-label={t('products')}
            data-testid="hero-slides"
          >
            {heroSlides.map((s, i) => (
              <div
                key={s.id}
                className={classes.slide}
                data-active={i === active || undefined}
                aria-hidden={i !== active}
                inert={i !== active}
                role="group"
                aria-roledescription="slide"
                aria-label={t('slide', { v0: i + 1, length: heroSlides.length, highlight: s.highlight })}
                data-slide-id={s.id}
                style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
              >
                <p className={classes.title}>
                  {s.title} <span className={classes.highlight}>{s.highlight}</span>
                </p>
                <p className={classes.text}>{s.text}</p>
              </div>
            ))}
          </div>
          <div className={classes.actions}>
            <Button component={Link} to={signUpPathForSlide(slide.id)} size="md" data-testid="hero-signup">
              {t('signUp')}
            </Button>
            <Button variant="outline" size="md" onClick={() => onRequestDemo(slide.id)} aria-haspopup="dialog">
              {t('demo')}
            </Button>
          </div>
          <HeroControls
            slides={heroSlides}
            active={active}
            paused={paused}
            onShow={setActive}
            onTogglePause={() => setPaused((p) => !p)}
          />
        </div>
        <HeroArt slides={heroSlides} active={active} size={HERO_IMAGE_SIZE} />
      </div>
    </section>
  );
}
