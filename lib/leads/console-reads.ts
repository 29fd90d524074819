import 'server-only';
import { getDb } from '@/lib/db';
import type { Page } from '@/lib/staff/paging';
import { getLead, listLeads, type LeadFilters, type LeadKind, type LeadRow } from './queue';

/**
 * The console's lead pages' reads (components/staff/lead-pages.tsx), on the process's database:
 * components never open the database themselves (ESLint refuses it).
 */

export async function getLeadList(kind: LeadKind, filters: LeadFilters): Promise<Page<LeadRow>> {
  return listLeads(await getDb(), kind, filters);
}

export async function getLeadById(kind: LeadKind, id: number): Promise<LeadRow | null> {
  return getLead(await getDb(), kind, id);
}
