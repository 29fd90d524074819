/**
 * npx tsx scripts/generate-videos.ts: makes the video testimonials' clips under public/videos
 * from the seeded testimonials, with ffmpeg (Debian's package) and local sources only: a
 * coloured frame with the title and the patient's name drawn on it, a few seconds of VP9 WebM
 * at 640x360, no sound; beside each, its WebVTT captions (the testimonial's words, a sentence a
 * cue). The posters are the testimonials' pictures (scripts/generate-images.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VIDEO_TESTIMONIALS } from '../lib/seed/content/site-home';
import { captionsFor } from '../lib/site/video';

const OUT = path.join(process.cwd(), 'public');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
/** Seconds a cue stays up: long enough to read, at most about 15 characters a second. */
const cueSeconds = (text: string) => Math.max(3, Math.ceil(text.length / 15));

type Cue = { start: number; end: number; text: string };

function captionCues(words: string): Cue[] {
  const sentences =
    words
      .match(/[^.!?]+[.!?]*/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [];
  let at = 0;
  return sentences.map((text) => {
    const cue = { start: at, end: at + cueSeconds(text), text };
    at = cue.end;
    return cue;
  });
}

const stamp = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(11, 23)}`;

function webVtt(cues: Cue[]): string {
  const body = cues.map((c) => `${stamp(c.start)} --> ${stamp(c.end)}\n${c.text}`).join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}

/** Lines of at most `width` characters, broken at spaces. */
function wrap(text: string, width: number): string {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

function makeClip(video: (typeof VIDEO_TESTIMONIALS)[number], tmp: string): void {
  const file = path.join(OUT, video.url);
  const captions = captionsFor(video.url);
  if (!captions) throw new Error(`${video.url} is not a local clip`);
  const cues = captionCues(video.description);
  const seconds = cues.at(-1)!.end;
  const base = path.join(tmp, path.basename(video.url));
  fs.writeFileSync(`${base}.title`, wrap(video.title, 30));
  fs.writeFileSync(`${base}.name`, `${video.postedByName}\n${video.postedByDesignation}`);
  // The title fades in over the first second; the name sits under it.
  const filters = [
    `drawtext=fontfile=${BOLD}:textfile=${base}.title:fontsize=34:fontcolor=white:line_spacing=10:x=(w-text_w)/2:y=h*0.28:alpha='min(1,t)'`,
    `drawtext=fontfile=${FONT}:textfile=${base}.name:fontsize=22:fontcolor=0xccfbf1:line_spacing=8:x=(w-text_w)/2:y=h*0.62`,
    'drawbox=x=0:y=ih-8:w=iw:h=8:color=0x0d9488:t=fill',
  ].join(',');
  execFileSync(
    'ffmpeg',
    [
      ['-hide_banner', '-loglevel', 'error', '-y'],
      ['-f', 'lavfi', '-i', `color=c=0x4c1d95:s=640x360:r=12:d=${seconds}`],
      ['-vf', filters],
      ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '45', '-row-mt', '1', '-g', '120'],
      ['-pix_fmt', 'yuv420p', '-an', '-metadata', `title=${video.title}`, file],
    ].flat(),
  );
  fs.writeFileSync(path.join(OUT, captions), webVtt(cues));
  console.log(`${video.url}: ${seconds} s, ${fs.statSync(file).size} bytes; ${captions}`);
}

function main() {
  fs.mkdirSync(path.join(OUT, 'videos'), { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'videos-'));
  try {
    for (const video of VIDEO_TESTIMONIALS) makeClip(video, tmp);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main();
