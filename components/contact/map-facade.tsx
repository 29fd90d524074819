'use client';

import { SiteImage } from '@/components/ui/site-image';
import { useState } from 'react';
import styles from './map-facade.module.css';

type Props = {
  /** The embed page of the map (OpenStreetMap), only requested after the click. */
  embedUrl: string;
  /** A link to the full map, for those who prefer it in a new tab. */
  fullMapUrl: string;
  title: string;
};

/**
 * A click-to-load map: a local illustration and a 'Load map' button. Nothing is requested from
 * the map provider until the visitor asks for it (privacy and page weight).
 */
export function MapFacade({ embedUrl, fullMapUrl, title }: Props) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={styles.frame} data-testid="map">
      {loaded ? (
        <iframe
          className={styles.iframe}
          src={embedUrl}
          title={title}
          loading="eager"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <>
          <SiteImage
            src="/images/contact/map-illustration.svg"
            alt=""
            fill
            className={styles.illustration}
          />
          <div className={styles.overlay}>
            <button type="button" className="btn btn-primary" onClick={() => setLoaded(true)}>
              Load map
            </button>
            <p className={styles.note}>
              The map is provided by OpenStreetMap and loads only when you ask for it.{' '}
              <a href={fullMapUrl} target="_blank" rel="noopener noreferrer">
                Open the full map<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </div>
        </>
      )}
    </div>
  );
}
