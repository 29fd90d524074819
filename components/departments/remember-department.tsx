'use client';

import { useEffect } from 'react';

/** Browser-storage key of the department last viewed (hospital-site.md sections 3 and 9). */
export const DEPARTMENT_STORAGE_KEY = 'Dname';

/** Saves the department's name for the forms and booking pages that read it later. */
export function RememberDepartment({ name }: { name: string }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(DEPARTMENT_STORAGE_KEY, name);
    } catch {
      // Storage can be disabled (private mode, quotas); the page works without it.
    }
  }, [name]);
  return null;
}
