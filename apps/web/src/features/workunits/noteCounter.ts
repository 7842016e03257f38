import { NOTE_MAX } from '@portal/contracts';

/** The note box's counter (§2.8): orange from 80 % of 4000 characters, red at 100 %. */
export const NOTE_WARNING_RATIO = 0.8;

export type NoteCounterLevel = 'normal' | 'warning' | 'error';

export function noteCounterLevel(length: number, max: number = NOTE_MAX): NoteCounterLevel {
  if (length >= max) return 'error';
  if (length >= max * NOTE_WARNING_RATIO) return 'warning';
  return 'normal';
}

/** Theme colours of the levels: orange is the palette's warning, red its error. */
export const noteCounterColors: Record<NoteCounterLevel, string> = {
  normal: 'text.secondary',
  warning: 'warning.main',
  error: 'error.main',
};

export const noteMessages = {
  added: 'Note added successfully!',
  failed: 'Unable to save note.',
} as const;
