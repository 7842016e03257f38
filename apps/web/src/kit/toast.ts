import { enqueueSnackbar, type OptionsObject } from 'notistack';

/** Toasts (bottom right, 6000 ms unless said otherwise, part 1 §9); callable outside React too. */
function show(variant: NonNullable<OptionsObject['variant']>) {
  return (message: string, options: Omit<OptionsObject, 'variant'> = {}) => {
    enqueueSnackbar(message, { variant, autoHideDuration: 6000, ...options });
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};

/** The message the spec gives when a form's submit fails and the screen gives none of its own. */
export const FORM_SAVE_FAILED = 'Failed to save form.';
