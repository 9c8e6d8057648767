import { createContext, useContext } from 'react';

/**
 * True only while the dashboard's frame is prerendered at build time (src/di/prerender.tsx): the
 * screens then add, beside their placeholders, the `<template>`s the frame's script fills in from the
 * data kept in the browser (src/di/dashboard-frame.ts). The application itself never draws them.
 */
export const FrameTemplates = createContext(false);

export const useFrameTemplates = (): boolean => useContext(FrameTemplates);
