type Props = {
  /** Whether the carousel moves by itself now. */
  playing: boolean;
  onToggle: () => void;
};

/**
 * The rotation control of a carousel that moves by itself (WCAG 2.2.2, Pause, Stop, Hide): a
 * visible button, first in the carousel (drawn under the slides), that stops the slides and starts them again. Its name
 * says what a press will do, as in the WAI-ARIA carousel pattern. Focus on it does not stop the
 * carousel as focus elsewhere inside does (./swiper-autoplay.ts): the button stays in charge.
 */
export function AutoplayToggle({ playing, onToggle }: Props) {
  return (
    <button
      type="button"
      className="autoplay-toggle"
      aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
      data-autoplay-toggle={playing ? 'playing' : 'stopped'}
      onClick={onToggle}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        {playing ? (
          <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
        ) : (
          <path d="M4.5 2.2 13.5 8l-9 5.8z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
