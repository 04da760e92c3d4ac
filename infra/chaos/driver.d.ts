// Types of driver.js for infra/test/chaos.test.ts.
export interface ChaosOptions {
  bookers?: number;
  faults?: string[];
  loadMs?: number;
  afterMs?: number;
  settleMs?: number;
  keep?: boolean;
  env?: Record<string, string>;
  log?: (message: string) => void;
}
export interface ChaosResult {
  /** One per fault, in HEADER's order. */
  rows: (string | number)[][];
  /** One line per lost, doubled or stuck item, named by the fault after which it was found. */
  problems: string[];
  /** Bookings made over the run. */
  flows: number;
  table: string;
}
export const FAULTS: string[];
export const HEADER: string[];
export function runChaos(options?: ChaosOptions): Promise<ChaosResult>;
export function table(rows: (string | number)[][]): string;
