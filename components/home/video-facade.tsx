'use client';

import { useState } from 'react';
import { videoPlayer } from '@/lib/site/video';
import styles from './video-facade.module.css';

type Props = { url: string; poster: string; title: string };

/**
 * A light poster with a play button. The player (and whatever it downloads) is created only
 * when the visitor presses play, so the home page never loads a video it may not need. Our own
 * clips play with their captions (lib/site/video.ts finds them beside the clip).
 */
export function VideoFacade({ url, poster, title }: Props) {
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const player = videoPlayer(url);

  if (playing && player.kind === 'file' && !failed) {
    return (
      <div className={styles.frame}>
        <video
          className={styles.media}
          src={player.src}
          poster={poster}
          preload="none"
          controls
          autoPlay
          playsInline
          onError={() => setFailed(true)}
        >
          {player.captions ? (
            <track kind="captions" src={player.captions} srcLang="en" label="English" default />
          ) : null}
        </video>
      </div>
    );
  }
  if (failed) {
    // In place of the player, never over its controls.
    return (
      <div className={styles.frame}>
        {/* eslint-disable-next-line @next/next/no-img-element -- poster is a small local SVG */}
        <img className={styles.media} src={poster} alt="" width={640} height={360} />
        <p className={styles.fallback} role="status">
          This video is not available right now. Please try again later.
        </p>
      </div>
    );
  }
  if (playing && player.kind === 'embed') {
    return (
      <div className={styles.frame}>
        <iframe
          className={styles.media}
          src={player.src}
          title={`Video: ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="eager"
        />
      </div>
    );
  }
  if (player.kind === 'link') {
    return (
      <a className={styles.frame} href={player.href} target="_blank" rel="noopener noreferrer">
        {/* eslint-disable-next-line @next/next/no-img-element -- poster is a small local SVG */}
        <img className={styles.media} src={poster} alt="" width={640} height={360} loading="lazy" />
        <span className={styles.play} aria-hidden="true" />
        <span className="visually-hidden">Watch video: {title} (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <button type="button" className={styles.frame} onClick={() => setPlaying(true)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- poster is a small local SVG */}
      <img className={styles.media} src={poster} alt="" width={640} height={360} loading="lazy" />
      <span className={styles.play} aria-hidden="true" />
      <span className="visually-hidden">Play video: {title}</span>
    </button>
  );
}
