import { PharmacyFrame } from '@/components/pharmacy/pharmacy-frame';

export default function PharmacyLayout({ children }: { children: React.ReactNode }) {
  return <PharmacyFrame>{children}</PharmacyFrame>;
}
