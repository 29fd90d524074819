/** What a department's doctors are called, trained in and known for (./doctor-pools.ts). */
export type DoctorPool = {
  title: string;
  degrees: string[];
  specialities: string[];
  expertise: string[];
  bestKnown: string[];
  bodies: string[];
  /** Reasons patients give at the front desk, used for demo bookings. */
  complaints: string[];
};
