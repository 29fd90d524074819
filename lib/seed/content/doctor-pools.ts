/**
 * What doctors of each department are called, trained in and known for. Doctor profiles draw
 * from these lists, so every profile reads like its speciality.
 */
import { DOCTOR_POOLS_A } from './doctor-pools-a';
import { DOCTOR_POOLS_B } from './doctor-pools-b';
import type { DoctorPool } from './doctor-pool';

/** Every department's pool, in the departments' order (two files, each under 250 lines). */
export const DOCTOR_POOLS: Record<string, DoctorPool> = { ...DOCTOR_POOLS_A, ...DOCTOR_POOLS_B };
