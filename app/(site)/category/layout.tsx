import { PharmacyFrame } from '@/components/pharmacy/pharmacy-frame';

export default function CategoryLayout({ children }: { children: React.ReactNode }) {
  return <PharmacyFrame>{children}</PharmacyFrame>;
}
