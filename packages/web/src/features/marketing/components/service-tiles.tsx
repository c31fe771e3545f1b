import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { ClinicIcon, FlaskIcon, HospitalIcon, PillIcon, VideoIcon } from '@/components/icons';
import * as servicesContent from '@/content/services';
import type { ServiceTile } from '@/content/services';
import classes from './service-tiles.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { marketingCatalogue } from '../i18n/en';

const icons: Record<ServiceTile['id'], ComponentType<SVGProps<SVGSVGElement>>> = {
  clinic: ClinicIcon,
  pharmacy: PillIcon,
  hospital: HospitalIcon,
  online: VideoIcon,
  lab: FlaskIcon,
};

type Props = { onLabClick: () => void };

/** The strip of service tiles. Tiles follow their link; the Lab tile has none and asks its parent to explain. */
export function ServiceTiles({ onLabClick }: Props) {
  const { serviceTiles } = useContent(servicesContent, 'services');
  const t = useT(marketingCatalogue);
  return (
    <nav aria-label={t('services')} className={classes.strip}>
      <ul className={classes.list}>
        {serviceTiles.map((tile) => {
          const TileIcon = icons[tile.id];
          const content = (
            <>
              <span className={classes.icon}>
                <TileIcon width={26} height={26} />
              </span>
              <span className={classes.label}>{tile.subtitle}</span>
            </>
          );
          return (
            <li key={tile.id}>
              {tile.link ? (
                <Link to={tile.link} className={classes.tile}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={classes.tile} onClick={onLabClick} aria-haspopup="dialog">
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
