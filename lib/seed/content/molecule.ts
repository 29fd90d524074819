/** A medicine's active ingredient, from which the pharmacy products are generated. */
import type { FormName, Pack } from './medicine-forms';

export type Molecule = {
  generic: string;
  /** The start of generated product names; defaults to the generic name's first syllables. */
  stem?: string;
  form: FormName;
  strengths: string[];
  /** MRP in rupees of one pack unit (a tablet, a bottle, a pen) at the first strength. */
  unit: number;
  klass: string;
  uses: string;
  action: string;
  effects: string[];
  interacts: string[];
  rx: boolean;
  /**
   * The schedule when it is stricter than `rx` says (rx: H, else OTC): H1 for the antibiotics and
   * habit-forming medicines the rules list there, X for what is never sold online.
   */
  schedule?: 'H1' | 'X';
  packs?: Pack[];
  category: string;
};

export type MoleculeInput = Omit<Molecule, 'category'>;

export function inCategory(category: string, list: MoleculeInput[]): Molecule[] {
  return list.map((m) => ({ ...m, category }));
}
