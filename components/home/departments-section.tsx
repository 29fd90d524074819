import { SectionHead } from '@/components/ui/section-head';
import type { ShowcaseDepartment } from '@/lib/site/home-reads';
import { CUT_OFFS, truncate } from '@/lib/text';
import { DepartmentShowcase } from './department-showcase';

export function DepartmentsSection({ departments }: { departments: ShowcaseDepartment[] }) {
  if (departments.length === 0) return null;
  return (
    <section className="section" aria-labelledby="home-departments-title">
      <div className="container">
        <SectionHead
          id="home-departments-title"
          eyebrow="Centres of excellence"
          title="Our Departments"
          subtitle="Specialist teams, modern diagnostics and coordinated care under one roof. Choose a department to learn more."
        />
        <DepartmentShowcase
          departments={departments.map(({ description, ...department }) => ({
            ...department,
            summary: truncate(description, CUT_OFFS.departmentCard),
          }))}
        />
      </div>
    </section>
  );
}
