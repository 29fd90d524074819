/**
 * The route files on disk under app/api, as the paths the document names them by, and their
 * handlers: what the contract test compares the document with, and calls.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HttpMethod } from '@/lib/api/openapi/types';

const API_DIR = path.join(process.cwd(), 'app', 'api');

export type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response> | Response;

export type RouteFile = {
  /** '/api/doctor/get_doctor/{id}'; the catch-all [...path] is '/api/{path}'. */
  path: string;
  /** 'doctor/get_doctor/[id]' */
  dir: string;
};

/** A folder name as a path segment: [id] and [...path] are {id} and {path}. */
const segment = (name: string) => name.replace(/^\[(?:\.\.\.)?(.+)\]$/, '{$1}');

export function routeFiles(): RouteFile[] {
  const found: RouteFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(API_DIR, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name === 'route.ts') {
        found.push({ dir, path: `/api/${dir.split('/').map(segment).join('/')}` });
      }
    }
  };
  walk('');
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export type RouteModule = { methods: HttpMethod[]; handlers: Partial<Record<HttpMethod, Handler>> };

/** Every route module, by its document path (imported as Next would, after the test's mocks). */
export async function loadRoutes(): Promise<Map<string, RouteModule>> {
  const routes = new Map<string, RouteModule>();
  for (const file of routeFiles()) {
    const exports = (await import(`@/app/api/${file.dir}/route`)) as Record<string, unknown>;
    const handlers: Partial<Record<HttpMethod, Handler>> = {};
    for (const name of METHODS) {
      if (typeof exports[name] === 'function') {
        handlers[name.toLowerCase() as HttpMethod] = exports[name] as Handler;
      }
    }
    routes.set(file.path, {
      methods: Object.keys(handlers) as HttpMethod[],
      handlers,
    });
  }
  return routes;
}
