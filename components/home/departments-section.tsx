import { HeadedSection } from '@/components/ui/headed-section';
import type { ShowcaseDepartment } from '@/lib/site/home-reads';
import { CUT_OFFS, truncate } from '@/lib/text';
import { DepartmentShowcase } from './department-showcase';

export function DepartmentsSection({ departments }: { departments: ShowcaseDepartment[] }) {
  if (departments.length === 0) return null;
  return (
    <HeadedSection
      id="home-departments-title"
      eyebrow="Centres of excellence"
      title="Our Departments"
      subtitle="Specialist teams, modern diagnostics and coordinated care under one roof. Choose a department to learn more."
    >
      <DepartmentShowcase
        departments={departments.map(({ description, ...department }) => ({
          ...department,
          summary: truncate(description, CUT_OFFS.departmentCard),
        }))}
      />
    </HeadedSection>
  );
}
