/**
 * The room's devices (issue 47): asking for the camera and microphone, what came of it, and what
 * to tell the patient when the browser blocks them or there are none.
 */

export type Devices = 'checking' | 'video' | 'audio' | 'denied' | 'none' | 'unsupported';

export const GUIDANCE: Record<Exclude<Devices, 'checking' | 'video'>, string> = {
  audio:
    'No camera was found, or it is in use by another app. You can join with your microphone only; the doctor will still see and hear what they share.',
  denied:
    'Your browser blocked the camera and microphone. Click the camera icon in the address bar (or your browser’s site settings), allow both, then check again. Or ask for a phone call instead.',
  none: 'No microphone or camera was found on this device. Connect a headset or use a phone, then check again, or ask for a phone call instead.',
  unsupported:
    'This browser cannot make video calls. Open this page in a recent Chrome, Edge, Firefox or Safari, or ask for a phone call instead.',
};

/**
 * Shows `stream` in `video` and starts it: a tab in the background when the stream came holds
 * `autoplay` back until asked.
 */
export function show(video: HTMLVideoElement | null, stream: MediaStream | null) {
  if (!video) return;
  if (video.srcObject !== stream) video.srcObject = stream;
  if (stream) void video.play().catch(() => undefined);
}

/** A random id of this page's visit: a side that reloads is a new peer, a reconnecting stream is not. */
export const newPeerId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => (b % 36).toString(36)).join('');

/**
 * Asks for the camera and microphone, then the microphone alone: what came of it, and the stream
 * (null when nothing came).
 */
export async function openLocalMedia(): Promise<{ found: Devices; stream: MediaStream | null }> {
  if (!navigator.mediaDevices?.getUserMedia || typeof RTCPeerConnection === 'undefined') {
    return { found: 'unsupported', stream: null };
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    return { found: 'video', stream };
  } catch (error) {
    const name = (error as DOMException).name;
    if (name === 'NotAllowedError' || name === 'SecurityError') {
      return { found: 'denied', stream: null };
    }
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    return { found: 'audio', stream };
  } catch (second) {
    const found = (second as DOMException).name === 'NotAllowedError' ? 'denied' : 'none';
    return { found, stream: null };
  }
}
