/**
 * The markers shared by the dashboard's prerendered frame (scripts/build/prerender.ts), its start script
 * (src/di/dashboard-frame.ts) and the application's taking over from it (src/di/frame-handover.ts).
 */

/** The element that holds the frame; its `data-path` is the page it draws. */
export const FRAME_ID = 'frame';
/** The attribute on <html> while the frame is shown (its CSS then hides the application's #root). */
export const FRAME_SHOWN = 'data-frame';
/** Marks what the frame fills in, and what the application must show before it takes over. */
export const FRAME_FILL = 'data-frame-fill';
/** A `<template>` of the frame the script copies (its value names it: `shortcuts`). */
export const FRAME_TEMPLATE = 'data-frame-template';
/** What the script writes into each copy of a template (`label`, `group`). */
export const FRAME_SLOT = 'data-frame-slot';
