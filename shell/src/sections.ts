// The back-office sections of spec §2, which remote owns each, and the menu built from them. The list
// lives in contracts so the gateway answers 404 for the same paths the console would call missing.
import { CONSOLE_SECTIONS, type ConsoleSection } from '@coachwork/contracts';

export type Section = ConsoleSection;

export const SECTIONS: readonly Section[] = CONSOLE_SECTIONS;
