import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildBlogs } from '@/lib/seed/content/blogs';
import { JOBS } from '@/lib/seed/content/careers';
import { buildDepartments, EMPTY_DEPARTMENT_SLUG } from '@/lib/seed/content/departments';
import { buildDoctors } from '@/lib/seed/content/doctors';
import { buildMedicines } from '@/lib/seed/content/medicines';
import { drawingOf, photoScale } from '@/lib/seed/content/image-paths';
import { referencedImages } from '@/lib/seed/content/referenced-images';
import { buildTreatments } from '@/lib/seed/content/treatments';

const TODAY = '2025-03-10';
const PUBLIC = path.join(process.cwd(), 'public');

describe('demo content', () => {
  it('has a committed file for every image and download it refers to', () => {
    const missing = referencedImages(TODAY).filter((p) => !fs.existsSync(path.join(PUBLIC, p)));
    expect(missing).toEqual([]);
  });

  it('makes the pictures of people, places, posts and packs WebP photos; the rest stay SVG', () => {
    // Banners, charts and offers carry words a visitor reads; icons and the logo are drawings;
    // the lab's and the pharmacy's pictures stay SVG by folder.
    const drawings =
      /^\/images\/(logo|icons\/|banners\/|pharmacy\/|lab\/|site\/ad-)|-(banner|follow-up)\.\w+$|^\/files\//;
    const files = referencedImages(TODAY);
    expect(files.filter((f) => f.endsWith('.webp')).length).toBeGreaterThan(500);
    for (const file of files) {
      expect({ file, photo: file.endsWith('.webp') }).toEqual({
        file,
        photo: !drawings.test(file),
      });
    }
  });

  it('makes each photo a WebP at its scale of its drawing, kept beside it', async () => {
    for (const file of referencedImages(TODAY).filter((f) => f.endsWith('.webp'))) {
      const { format, width, height } = await sharp(path.join(PUBLIC, file)).metadata();
      const svg = fs.readFileSync(path.join(PUBLIC, drawingOf(file)), 'utf8');
      const [, w, h] = svg.match(/^<svg [^>]*width="(\d+)" height="(\d+)"/)!;
      const scale = photoScale(file);
      expect({ file, format, size: [width, height] }).toEqual({
        file,
        format: 'webp',
        size: [Math.round(Number(w) * scale), Math.round(Number(h) * scale)],
      });
    }
  });

  it('shows in each photo what its drawing shows (one in eight compared, at 64 x 64)', async () => {
    const tiny = (input: Buffer, density?: number) =>
      sharp(input, { density })
        .flatten({ background: '#ffffff' })
        .resize(64, 64, { fit: 'fill' })
        .raw()
        .toBuffer();
    const photos = referencedImages(TODAY).filter((f) => f.endsWith('.webp'));
    for (const file of photos.filter((_, i) => i % 8 === 0)) {
      const drawn = await tiny(
        fs.readFileSync(path.join(PUBLIC, drawingOf(file))),
        72 * photoScale(file),
      );
      const stored = await tiny(fs.readFileSync(path.join(PUBLIC, file)));
      const difference =
        drawn.reduce((sum, v, i) => sum + Math.abs(v - stored[i]), 0) / drawn.length;
      // Its own drawing: under 1 level on average (lossy WebP); another cover of the same
      // template: 4.6, another pack or doctor: 15 and more.
      expect({ file, close: difference < 2.5 }).toEqual({ file, close: true });
    }
  });

  it('has a file for every picture the code names by hand', () => {
    const sources = ['app', 'components', 'lib'].flatMap((dir) =>
      (fs.readdirSync(dir, { recursive: true }) as string[])
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => path.join(dir, f)),
    );
    const named = sources.flatMap((file) =>
      [
        ...fs.readFileSync(file, 'utf8').matchAll(/['"](\/images\/[\w./-]+\.(?:svg|webp))['"]/g),
      ].map((m) => m[1]),
    );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((p) => !fs.existsSync(path.join(PUBLIC, p)))).toEqual([]);
  });

  it('keeps SVGs small, sized and free of remote references', () => {
    const dir = path.join(PUBLIC, 'images');
    const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.svg'),
    );
    expect(files.length).toBeGreaterThan(500);
    for (const f of files) {
      const body = fs.readFileSync(path.join(dir, f), 'utf8');
      expect(body.length).toBeLessThan(4096);
      expect(body).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(body.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|href=/);
      // A negative radius, width or height is an error in SVG: browsers drop the shape.
      expect({ f, bad: body.match(/ (r|rx|ry|width|height)="-[^"]*"/g) }).toEqual({ f, bad: null });
    }
  });

  it('ships real PDF job descriptions', () => {
    const withFiles = JOBS.filter((j) => j.attachment);
    expect(withFiles.length).toBeGreaterThan(0);
    expect(withFiles.length).toBeLessThan(JOBS.length);
    for (const j of withFiles) {
      const pdf = fs.readFileSync(path.join(PUBLIC, j.attachment!.path), 'latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    }
  });

  it('builds the same content on every call', () => {
    expect(JSON.stringify(buildMedicines(TODAY))).toBe(JSON.stringify(buildMedicines(TODAY)));
    expect(buildBlogs(TODAY).map((b) => b.createdAt.toISOString())).toEqual(
      buildBlogs(TODAY).map((b) => b.createdAt.toISOString()),
    );
  });

  it('covers the department page states', () => {
    const departments = buildDepartments();
    const doctors = buildDoctors();
    const perDept = (slug: string) => doctors.filter((d) => d.departmentSlug === slug).length;
    expect(departments.filter((d) => d.description.length > 500).length).toBeGreaterThanOrEqual(3);
    expect(departments.filter((d) => d.description.length <= 500).length).toBeGreaterThanOrEqual(3);
    expect(departments.filter((d) => d.contentImage === null)).toHaveLength(1);
    expect(departments.filter((d) => d.allFaqs.length > 4).length).toBeGreaterThanOrEqual(12);
    expect(departments.filter((d) => perDept(d.slug) === 0).map((d) => d.slug)).toEqual([
      EMPTY_DEPARTMENT_SLUG,
    ]);
    expect(Math.max(...departments.map((d) => perDept(d.slug)))).toBeGreaterThan(6);
  });

  it('gives every treatment a doctor of its own department', () => {
    const doctors = buildDoctors();
    for (const t of buildTreatments()) {
      const team = doctors.filter((d) => d.treatmentSlugs.includes(t.slug));
      expect(team.length).toBeGreaterThan(0);
      team.forEach((d) => expect(d.departmentSlug).toBe(t.departmentSlug));
    }
    for (const d of doctors) expect(d.treatmentSlugs.length).toBeGreaterThanOrEqual(1);
    for (const d of doctors) expect(d.treatmentSlugs.length).toBeLessThanOrEqual(3);
  });

  it('prices medicines across every filter band with consistent discounts', () => {
    const meds = buildMedicines(TODAY);
    const rupees = meds.map((m) => m.pricePaise / 100);
    for (const [lo, hi] of [
      [0, 500],
      [500, 1000],
      [1000, 2000],
      [2000, 3000],
      [3000, 5000],
    ]) {
      expect(rupees.filter((r) => r >= lo && r <= hi).length).toBeGreaterThanOrEqual(5);
    }
    for (const step of [5, 10, 15, 20, 30]) {
      expect(
        meds.filter((m) => m.discountPercent >= step && m.discountPercent < step + 5).length,
      ).toBeGreaterThan(0);
    }
    for (const m of meds) {
      expect(m.pricePaise).toBeLessThanOrEqual(m.mrpPaise);
      expect(m.discountPercent).toBe(Math.round(((m.mrpPaise - m.pricePaise) * 100) / m.mrpPaise));
      expect(m.expiryDate > TODAY).toBe(true);
    }
  });
});
