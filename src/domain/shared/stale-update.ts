/**
 * The refusal of a write made on a version that is no longer the current one (409): the server answers
 * it, and a screen that sees it offers to reload instead of showing it as any other conflict.
 */
export const STALE_UPDATE_MESSAGE =
  'El registro fue modificado por otro usuario. Recargue los datos e intente nuevamente.';
