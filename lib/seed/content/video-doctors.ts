/**
 * Video consultations in the demo (issue 47): which doctors see patients by video and for what
 * fee, each doctor's medical council registration, the demo signature image's key, and which of a
 * video doctor's slots are video-only or either. Deterministic, per doctor, from its own streams,
 * so no other demo content changes.
 */
import type { SlotMode } from '../../consult/modes';
import { UNAVAILABLE_DOCTOR_SLUG } from '../schedules';
import { intBetween, rngFor } from '../random';

/** The doctor behind the demo's `doctor@staff.example` account (a video doctor, always). */
export const DEMO_VIDEO_DOCTOR_SLUG = 'dr-ananya-rao';

/** Signature keys of seeded doctors: drawn by lib/consult/signature.ts, never stored as files. */
export const DEMO_SIGNATURE_PREFIX = 'demo-signatures/';

export function demoSignatureKey(slug: string): string {
  return `${DEMO_SIGNATURE_PREFIX}${slug}.png`;
}

/** About two doctors in five offer video, the demo doctor always; the unavailable one never. */
export function offersVideo(slug: string): boolean {
  if (slug === DEMO_VIDEO_DOCTOR_SLUG) return true;
  if (slug === UNAVAILABLE_DOCTOR_SLUG) return false;
  return rngFor(`video:${slug}`)() < 0.4;
}

/** The video fee: the clinic fee less ₹100 (never under ₹300), in ₹50 steps. */
export function videoFeeOf(slug: string, pricePaise: number): number | null {
  if (!offersVideo(slug)) return null;
  return Math.max(30000, Math.round((pricePaise - 10000) / 5000) * 5000);
}

/** A Karnataka Medical Council style number ('KMC 48213'), stable per doctor. */
export function registrationNumberOf(slug: string): string {
  return `KMC ${intBetween(rngFor(`registration:${slug}`), 20000, 99999)}`;
}

/**
 * The mode of a video doctor's slot: the last slot of each session is video-only (the doctor
 * takes calls after the clinic queue), slots from noon are either, the rest in the clinic.
 * A doctor without a video fee has clinic slots only.
 */
export function seededSlotMode(
  hasVideo: boolean,
  startMinute: number,
  lastOfSession: boolean,
): SlotMode {
  if (!hasVideo) return 'clinic';
  if (lastOfSession) return 'video';
  return startMinute >= 12 * 60 ? 'both' : 'clinic';
}
