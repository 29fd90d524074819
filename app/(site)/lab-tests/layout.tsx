import { LabFrame } from '@/components/lab-cart/lab-frame';

export default function LabTestsLayout({ children }: { children: React.ReactNode }) {
  return <LabFrame>{children}</LabFrame>;
}
